/**
 * The OWASP API Security Top 10, 2023 edition, with the official names. Prose writes the ids as
 * `API1` or in OWASP's long form `API1:2023`; the site cites no other edition.
 *
 * Names are compared case-insensitively, with hyphens read as spaces, so "Server-Side Request
 * Forgery" and "Broken Object-Level Authorization" match too.
 */
import type {FrameworkItem} from './redTeamFrameworks';

export const owaspApiTop10 = {
  API1: {name: 'Broken Object Level Authorization'},
  API2: {name: 'Broken Authentication'},
  API3: {name: 'Broken Object Property Level Authorization'},
  API4: {name: 'Unrestricted Resource Consumption'},
  API5: {name: 'Broken Function Level Authorization'},
  API6: {name: 'Unrestricted Access to Sensitive Business Flows'},
  API7: {name: 'Server Side Request Forgery'},
  API8: {name: 'Security Misconfiguration'},
  API9: {name: 'Improper Inventory Management'},
  API10: {name: 'Unsafe Consumption of APIs'},
} as const satisfies Record<string, FrameworkItem>;

export type OwaspApiId = keyof typeof owaspApiTop10;
