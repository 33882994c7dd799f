/** Open roles on the careers page. Remove a role here the day it is filled. */
export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract';

export type Role = {
  /** Stable key; also used in the application email subject. */
  id: string;
  title: string;
  team: string;
  location: string;
  type: EmploymentType;
  /** Base salary range for US hires; offers elsewhere are benchmarked to the local market. */
  compensation: string;
  summary: string;
  whatYouWillDo: readonly string[];
  whatYouBring: readonly string[];
};

export const roles = [
  {
    id: 'eval-engine-engineer',
    title: 'Senior Software Engineer, Evaluation Engine',
    team: 'Engineering',
    location: 'Remote (North America or Europe)',
    type: 'Full-time',
    compensation: 'USD 175,000 to 215,000 base, plus equity',
    summary:
      'Own the part of Crucible every user touches first: the runner that sends each prompt to each provider for each test case, caches the answers and grades them.',
    whatYouWillDo: [
      'Make large evals faster and cheaper, from concurrency and rate-limit handling to smarter cache keys.',
      'Design new assertion types, such as the trace assertions that shipped in 0.87.0, from proposal to docs.',
      'Review community pull requests that add providers, and keep the provider interface small enough to review.',
      'Turn bug reports from the issue tracker into failing tests before you fix them.',
    ],
    whatYouBring: [
      'Several years of building and operating production software in TypeScript or another typed language.',
      'Comfort with asynchronous code, back-pressure and the ways HTTP APIs fail.',
      'Experience calling LLM APIs from code, and opinions about how to test what they return.',
      'Clear written English: most of our design discussion happens in issues and design notes.',
    ],
  },
  {
    id: 'ai-security-researcher',
    title: 'Security Researcher, AI Red Teaming',
    team: 'Security Research',
    location: 'Remote (North America or Europe) or San Francisco',
    type: 'Full-time',
    compensation: 'USD 180,000 to 225,000 base, plus equity',
    summary:
      'Find new ways LLM applications and agents fail, prove them against real targets, and turn each finding into a plugin or strategy that every Crucible user can run.',
    whatYouWillDo: [
      'Study attack techniques against agents, retrieval pipelines and MCP tool chains, and reproduce them in staging environments.',
      'Write plugins and graders that count a finding only when the harmful effect actually happens.',
      'Run studies with design partners under clear rules of engagement, and publish what is safe to share.',
      'Speak about the research at conferences and meetups, with configs others can rerun.',
    ],
    whatYouBring: [
      'A background in application security, penetration testing or offensive research.',
      'Hands-on experience attacking or defending LLM-based systems, whether at work or in public research.',
      'Enough Python or TypeScript to build your own tooling.',
      'Judgement about disclosure: you know when a finding belongs in a report and when it belongs with a vendor first.',
    ],
  },
  {
    id: 'web-ui-engineer',
    title: 'Frontend Engineer, Web UI',
    team: 'Engineering',
    location: 'Remote (North America or Europe)',
    type: 'Full-time',
    compensation: 'USD 160,000 to 195,000 base, plus equity',
    summary:
      'Build the interfaces people use to read results: the local viewer behind crucible view and the team workspaces in the hosted and on-prem Enterprise app.',
    whatYouWillDo: [
      'Make a results matrix with thousands of cells fast to filter, compare and read.',
      'Design the findings views security teams use to triage, assign and retest red-team results.',
      'Keep both apps accessible: keyboard navigation, screen-reader labels and sufficient contrast are part of done.',
      'Work with the CLI engineers so that the same data model serves the local viewer and the server.',
    ],
    whatYouBring: [
      'Strong React and TypeScript, and experience with data-heavy interfaces such as tables, diffs or charts.',
      'Care for performance you can measure, not only for how the interface looks.',
      'Working knowledge of WCAG and how to test against it.',
      'Interest in how people review model outputs, even if you have not worked on AI products before.',
    ],
  },
  {
    id: 'platform-sre',
    title: 'Site Reliability Engineer, Hosted Platform',
    team: 'Infrastructure',
    location: 'Remote (North America)',
    type: 'Full-time',
    compensation: 'USD 170,000 to 205,000 base, plus equity',
    summary:
      'Run app.crucible.dev and the packaging that lets Enterprise customers install the same server on their own infrastructure.',
    whatYouWillDo: [
      'Operate the hosted app: deployments, monitoring, backups, incident response and the on-call rotation you help design.',
      'Maintain the on-prem distribution and its upgrade path, so customers can move between versions without a support ticket.',
      "Harden the platform that stores customers' eval results and red-team findings, and keep its audit logging trustworthy.",
      'Automate the checks Enterprise security reviews ask about.',
    ],
    whatYouBring: [
      'Experience running production services on a major cloud provider with infrastructure as code.',
      'Comfort with containers, Kubernetes and PostgreSQL operations.',
      'A habit of writing runbooks and blameless incident reviews.',
      'Willingness to share an on-call rotation, which we keep to one week in six or fewer.',
    ],
  },
  {
    id: 'solutions-engineer',
    title: 'Solutions Engineer',
    team: 'Customer Engineering',
    location: 'San Francisco or Remote (United States)',
    type: 'Full-time',
    compensation: 'USD 150,000 to 185,000 base, plus equity and variable pay',
    summary:
      'Help Enterprise customers go from a first red-team scan to a test suite that runs on every release, and bring what you learn back to the product team.',
    whatYouWillDo: [
      'Run technical evaluations and pilots with security and platform teams.',
      'Write provider wrappers, configs and CI pipelines with customers for their own applications.',
      'Lead onboarding workshops, remotely or in our San Francisco office.',
      'File precise issues when customers hit gaps, and follow them until they ship.',
    ],
    whatYouBring: [
      'Experience as a solutions, sales or forward-deployed engineer for a developer or security product.',
      "The ability to read a stranger's codebase quickly and explain trade-offs to engineers and managers alike.",
      'Working knowledge of CI systems and at least one of Python or TypeScript.',
      'Occasional travel to customers in the United States, about one week a quarter.',
    ],
  },
] as const satisfies readonly Role[];

/** The address applications go to. */
export const CAREERS_EMAIL = 'careers@crucible.dev';

/** A mailto link for one role, with the subject already filled in and encoded. */
export function applyHref(role: Pick<Role, 'title'>): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;
}

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const careersKeywords: readonly string[] = [
  'jobs',
  'we are hiring',
  'salary ranges',
  'interview process',
  'paid work sample',
  'security researcher job',
  'engineering jobs',
  'parental leave',
];
