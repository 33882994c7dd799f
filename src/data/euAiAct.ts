/**
 * The EU AI Act, Regulation (EU) 2024/1689, and the dates on which its parts apply (Article 113).
 * The EU AI Act page and the posts that discuss its timeline state these dates, and the
 * `eu-ai-act-dates` check holds every date written next to the Act's articles to them; the Commission's
 * November 2025 proposal to postpone some high-risk deadlines is a proposal, not law, so the dates
 * here stay as enacted.
 */

export const euAiAct = {
  regulation: 'Regulation (EU) 2024/1689',
  publishedInOfficialJournal: '2024-07-12',
  enteredIntoForce: '2024-08-01',
  /** The General-Purpose AI Code of Practice, published ahead of the GPAI obligations. */
  gpaiCodeOfPracticePublished: '2025-07-10',
} as const;

export type EuAiActMilestone = {
  /** The day the obligations start to apply (YYYY-MM-DD). */
  date: string;
  /** What applies from that day. */
  applies: string;
};

export const euAiActMilestones: readonly EuAiActMilestone[] = [
  {
    date: '2025-02-02',
    applies: 'Prohibited practices (Article 5) and the AI literacy duty (Article 4)',
  },
  {
    date: '2025-08-02',
    applies:
      'Obligations for providers of general-purpose AI models (Chapter V), the governance bodies and most penalties',
  },
  {
    date: '2026-08-02',
    applies:
      'Most remaining rules, including high-risk systems listed in Annex III and the transparency duties of Article 50',
  },
  {
    date: '2027-08-02',
    applies:
      'High-risk systems in products covered by Annex I (Article 6(1)), and general-purpose models placed on the market before 2 August 2025',
  },
];
