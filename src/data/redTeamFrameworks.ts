/**
 * The compliance frameworks the red-team docs map plugins to. Each has its own page under
 * docs/red-team/; the plugins table filters by these ids.
 */

export type FrameworkId =
  | 'owasp-llm'
  | 'owasp-api'
  | 'owasp-agentic'
  | 'mitre-atlas'
  | 'nist-ai-rmf'
  | 'eu-ai-act'
  | 'iso-42001'
  | 'gdpr';

export type Framework = {
  id: FrameworkId;
  /** The short name used in table cells and filters. */
  name: string;
  /** The page's file name under docs/red-team/, without extension. */
  slug: string;
};

export const frameworks: Framework[] = [
  {id: 'owasp-llm', name: 'OWASP LLM Top 10', slug: 'owasp-llm-top-10'},
  {id: 'owasp-api', name: 'OWASP API Top 10', slug: 'owasp-api-top-10'},
  {id: 'owasp-agentic', name: 'OWASP Agentic AI', slug: 'owasp-agentic-ai'},
  {id: 'mitre-atlas', name: 'MITRE ATLAS', slug: 'mitre-atlas'},
  {id: 'nist-ai-rmf', name: 'NIST AI RMF', slug: 'nist-ai-rmf'},
  {id: 'eu-ai-act', name: 'EU AI Act', slug: 'eu-ai-act'},
  {id: 'iso-42001', name: 'ISO/IEC 42001', slug: 'iso-42001'},
  {id: 'gdpr', name: 'GDPR', slug: 'gdpr'},
];
