/**
 * NIST AI Risk Management Framework facts the docs state: AI RMF 1.0 (NIST AI 100-1, January
 * 2023), its four functions, and the twelve risks of the Generative AI Profile (NIST AI 600-1,
 * July 2024), in the profile's order and with its names.
 */

export const nistAiRmf = {
  document: 'NIST AI 100-1',
  version: '1.0',
  published: '2023-01-26',
} as const;

/** The four functions, written in capitals in the framework and on the NIST page. */
export const nistAiRmfFunctions = ['GOVERN', 'MAP', 'MEASURE', 'MANAGE'] as const;

export type NistAiRmfFunction = (typeof nistAiRmfFunctions)[number];

export const nistGenerativeAiProfile = {
  document: 'NIST AI 600-1',
  published: '2024-07-26',
  risks: [
    'CBRN Information or Capabilities',
    'Confabulation',
    'Dangerous, Violent, or Hateful Content',
    'Data Privacy',
    'Environmental Impacts',
    'Harmful Bias and Homogenization',
    'Human-AI Configuration',
    'Information Integrity',
    'Information Security',
    'Intellectual Property',
    'Obscene, Degrading, and/or Abusive Content',
    'Value Chain and Component Integration',
  ],
} as const;
