/**
 * The OWASP Top 10 for LLM Applications, as the OWASP GenAI Security Project names its entries.
 * The site maps plugins to the 2025 edition (published November 2024). The 2023 edition numbered
 * the entries differently, so an id such as LLM06 means another risk in each; prose may cite the
 * 2023 numbering only where it says so, as `LLM10:2023` or on a line that names 2023.
 *
 * Names are compared case-insensitively, with hyphens and dashes read as spaces. No short forms are
 * accepted: the official names are already short.
 */
import type {FrameworkItem} from './redTeamFrameworks';

export const owaspLlmTop10 = {
  LLM01: {name: 'Prompt Injection'},
  LLM02: {name: 'Sensitive Information Disclosure'},
  LLM03: {name: 'Supply Chain'},
  LLM04: {name: 'Data and Model Poisoning'},
  LLM05: {name: 'Improper Output Handling'},
  LLM06: {name: 'Excessive Agency'},
  LLM07: {name: 'System Prompt Leakage'},
  LLM08: {name: 'Vector and Embedding Weaknesses'},
  LLM09: {name: 'Misinformation'},
  LLM10: {name: 'Unbounded Consumption'},
} as const satisfies Record<string, FrameworkItem>;

export type OwaspLlmId = keyof typeof owaspLlmTop10;

/** The 2023 edition (version 1.1), kept only to recognise pages that discuss the old numbering. */
export const owaspLlmTop10Of2023 = {
  LLM01: {name: 'Prompt Injection'},
  LLM02: {name: 'Insecure Output Handling'},
  LLM03: {name: 'Training Data Poisoning'},
  LLM04: {name: 'Model Denial of Service'},
  LLM05: {name: 'Supply Chain Vulnerabilities'},
  LLM06: {name: 'Sensitive Information Disclosure'},
  LLM07: {name: 'Insecure Plugin Design'},
  LLM08: {name: 'Excessive Agency'},
  LLM09: {name: 'Overreliance'},
  LLM10: {name: 'Model Theft'},
} as const satisfies Record<OwaspLlmId, FrameworkItem>;
