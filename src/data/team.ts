/**
 * The people on the About page. Mirrors blog/authors.yml (same ids, names and roles) so the team
 * list and the blog bylines agree; when someone joins or changes role, update both files.
 */
export type TeamMember = {
  /** Author id in blog/authors.yml; also the avatar file name. */
  id: string;
  name: string;
  role: string;
  /** One line: what this person works on. */
  bio: string;
  /** Site-relative avatar path, passed through useBaseUrl when rendered. */
  avatar: string;
};

export const team = [
  {
    id: 'maya',
    name: 'Maya Okonkwo',
    role: 'Co-founder and CEO',
    bio: 'Shipped LLM features at a payments company for three years before starting Crucible; now runs the company and still reviews the default red-team plugin list.',
    avatar: '/img/authors/maya.svg',
  },
  {
    id: 'devansh',
    name: 'Devansh Rao',
    role: 'Co-founder and CTO',
    bio: 'Wrote the first eval runner and its response cache, and owns the architecture of the CLI, the Node library and the hosted app.',
    avatar: '/img/authors/devansh.svg',
  },
  {
    id: 'lena',
    name: 'Lena Hartmann',
    role: 'Head of Security Research',
    bio: 'Leads the research behind new attack plugins and presented our study of 27 tool-using agents at DEF CON 33.',
    avatar: '/img/authors/lena.svg',
  },
  {
    id: 'tomas',
    name: 'Tomás Ferreira',
    role: 'Staff Engineer, Red-Team Engine',
    bio: 'Builds the attack generators, the multi-turn strategies such as crescendo, and the policy rules in the MCP proxy.',
    avatar: '/img/authors/tomas.svg',
  },
  {
    id: 'priya',
    name: 'Priya Natarajan',
    role: 'Developer Advocate',
    bio: 'Writes the getting-started material, runs workshops, and turns recurring Discord questions into documentation.',
    avatar: '/img/authors/priya.svg',
  },
  {
    id: 'jun',
    name: 'Jun Takeda',
    role: 'Release Engineer and Open-Source Maintainer',
    bio: 'Cuts the monthly release, triages GitHub issues and keeps deprecations on the schedule the release notes promise.',
    avatar: '/img/authors/jun.svg',
  },
  {
    id: 'sam',
    name: 'Sam Whitaker',
    role: 'Product Manager, Guardrails and Model Security',
    bio: 'Owns crucible guardrails and scan-model, including the benign-prompt set that measures how often a filter blocks legitimate users.',
    avatar: '/img/authors/sam.svg',
  },
] as const satisfies readonly TeamMember[];
