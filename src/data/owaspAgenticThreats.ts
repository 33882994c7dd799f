/**
 * The fifteen threats of "Agentic AI – Threats and Mitigations", published in February 2025 by the
 * Agentic Security Initiative of the OWASP GenAI Security Project. The document writes "&" in
 * several names ("Intent Breaking & Goal Manipulation"); the site writes "and", and names are
 * compared with "&" read as "and", case-insensitively.
 *
 * The ids T1 to T15 are too short to find safely in any text, so the checks read them only on pages
 * that mention OWASP's agentic work (see checks/referenceIds.ts).
 */
import type {FrameworkItem} from './redTeamFrameworks';

export const owaspAgenticThreats = {
  T1: {name: 'Memory Poisoning'},
  T2: {name: 'Tool Misuse'},
  T3: {name: 'Privilege Compromise'},
  T4: {name: 'Resource Overload'},
  T5: {name: 'Cascading Hallucination Attacks'},
  T6: {name: 'Intent Breaking and Goal Manipulation'},
  T7: {name: 'Misaligned and Deceptive Behaviors'},
  T8: {name: 'Repudiation and Untraceability'},
  T9: {name: 'Identity Spoofing and Impersonation'},
  T10: {name: 'Overwhelming Human in the Loop'},
  T11: {name: 'Unexpected RCE and Code Attacks'},
  T12: {name: 'Agent Communication Poisoning'},
  T13: {name: 'Rogue Agents in Multi-Agent Systems'},
  T14: {name: 'Human Attacks on Multi-Agent Systems'},
  T15: {name: 'Human Manipulation'},
} as const satisfies Record<string, FrameworkItem>;

export type OwaspAgenticId = keyof typeof owaspAgenticThreats;
