/**
 * The compliance frameworks the red-team docs map plugins to. Each has its own page under
 * docs/red-team/; the plugins table filters by these ids. For the four detailed frameworks the docs
 * map each plugin to numbered items (src/data/redTeamFrameworkMappings.ts); the other four are
 * cited as a whole.
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

/** Frameworks with numbered items (LLM01, API1, T1, AML.T0051) that plugins map to one by one. */
export type DetailedFrameworkId = 'owasp-llm' | 'owasp-api' | 'owasp-agentic' | 'mitre-atlas';

/** Frameworks whose pages cite plugins without item ids. */
export type BroadFrameworkId = Exclude<FrameworkId, DetailedFrameworkId>;

/** One entry of a framework's list, as its publisher names it. */
export type FrameworkItem = {
  name: string;
  /** Other official names (from earlier or later releases) and short forms prose may use. */
  otherNames?: readonly string[];
};

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
