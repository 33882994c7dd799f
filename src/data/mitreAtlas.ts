/**
 * The MITRE ATLAS techniques the site cites, each with the name the docs display. ATLAS renames
 * techniques between releases (2025 brought "ML" to "AI" in many names, "LLM Meta Prompt
 * Extraction" became "Extract LLM System Prompt" and "LLM Plugin Compromise" became "AI Agent Tool
 * Invocation"), so `otherNames` holds the official names of other releases: posts written before a
 * rename keep the name they were written with. A sub-technique is displayed as "Parent: Name", the
 * way the ATLAS site shows it; its short forms ("Direct LLM Prompt Injection", "Indirect prompt
 * injection") are listed with it.
 *
 * Only techniques the site cites are here. Before citing another one, add it with its official
 * name from https://atlas.mitre.org, or the reference check fails the page.
 */
import type {FrameworkItem} from './redTeamFrameworks';

export const mitreAtlasTechniques = {
  'AML.T0010': {name: 'ML Supply Chain Compromise', otherNames: ['AI Supply Chain Compromise']},
  'AML.T0011.000': {
    name: 'User Execution: Unsafe ML Artifacts',
    otherNames: [
      'Unsafe ML Artifacts',
      'User Execution: Unsafe AI Artifacts',
      'Unsafe AI Artifacts',
    ],
  },
  'AML.T0018': {name: 'Backdoor ML Model'},
  'AML.T0020': {name: 'Poison Training Data'},
  'AML.T0024': {
    name: 'Exfiltration via AI Inference API',
    otherNames: ['Exfiltration via ML Inference API'],
  },
  'AML.T0029': {name: 'Denial of ML Service', otherNames: ['Denial of AI Service']},
  'AML.T0034': {name: 'Cost Harvesting'},
  'AML.T0040': {
    name: 'AI Model Inference API Access',
    otherNames: ['ML Model Inference API Access'],
  },
  'AML.T0043': {name: 'Craft Adversarial Data'},
  'AML.T0048': {name: 'External Harms', otherNames: ['System Misuse for External Effect']},
  'AML.T0051': {name: 'LLM Prompt Injection'},
  'AML.T0051.000': {
    name: 'LLM Prompt Injection: Direct',
    otherNames: ['Direct', 'Direct LLM Prompt Injection', 'Direct prompt injection'],
  },
  'AML.T0051.001': {
    name: 'LLM Prompt Injection: Indirect',
    otherNames: ['Indirect', 'Indirect LLM Prompt Injection', 'Indirect prompt injection'],
  },
  'AML.T0053': {name: 'LLM Plugin Compromise', otherNames: ['AI Agent Tool Invocation']},
  'AML.T0054': {name: 'LLM Jailbreak'},
  'AML.T0056': {name: 'Extract LLM System Prompt', otherNames: ['LLM Meta Prompt Extraction']},
  'AML.T0057': {name: 'LLM Data Leakage'},
} as const satisfies Record<string, FrameworkItem>;

export type MitreAtlasId = keyof typeof mitreAtlasTechniques;
