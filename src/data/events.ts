/**
 * The Las Vegas conferences of August 2025, for the pages under /events/. Every fact here agrees
 * with the two blog posts about that week (blog/2025-08-05-defcon-33-red-teaming-agents and
 * blog/2025-08-12-black-hat-arsenal-guardrail-testing); when one changes, check the other.
 * Details the posts do not state (exact booth hours, the Arsenal start time, the meetup venue) are
 * deliberately left out rather than guessed.
 */

import {DISCORD_URL, GITHUB_URL} from './site';

/** One row of an event's schedule table. */
export type EventSession = {
  /** ISO date, e.g. '2025-08-06'; the table shows it as "Wednesday 6 August". */
  date: string;
  /** Local Las Vegas time or a time window in words, when an exact time is not on record. */
  time: string;
  what: string;
  where: string;
};

/** Something we did at an event: a talk, a booth, a station or a meetup. */
export type EventActivity = {
  kind: 'talk' | 'booth' | 'arsenal' | 'meetup';
  title: string;
  body: string;
  /** Optional link under the card, e.g. to a recap post or the other event page. */
  link?: {label: string; to: string};
};

/** A lesson from the event, shown as a card. */
export type EventLesson = {
  title: string;
  body: string;
};

/**
 * A blog post or release note about the event, linked by its URL (every post sets `slug` in its
 * front matter, so the URL is /blog/<slug>/ or /releases/<slug>/).
 */
export type EventPost = {
  title: string;
  /** ISO date of publication. */
  date: string;
  to: string;
  summary: string;
};

export type ConferenceEvent = {
  id: 'blackhat-2025' | 'defcon-2025';
  /** Full name as used in headings. */
  name: string;
  /** Route of the event page. */
  path: string;
  /** ISO dates of the conference itself (not only of our part in it). */
  starts: string;
  ends: string;
  venue: string;
  city: string;
  activities: readonly EventActivity[];
  schedule: readonly EventSession[];
  lessons: readonly EventLesson[];
  posts: readonly EventPost[];
  /** The closing band: why someone who missed us (or met us) would book a meeting. */
  booking: {title: string; body: string};
  /** The event page's own words (src/components/EventPage). */
  page: {
    /** Meta description of the page. */
    description: string;
    /**
     * What readers type into search when this page is the answer, in words its title and
     * description do not already use: rendered as `<meta name="keywords">` with PageMetadata.
     */
    keywords: readonly string[];
    heading: string;
    lead: string;
    /** The post linked from the header, next to "Book a meeting". */
    recap: {label: string; to: string};
    /** One sentence under each standard section's heading. */
    intros: {activities: string; schedule: string; lessons: string; posts: string};
    scheduleCaption: string;
    /** The closing band's second button. */
    secondary: {label: string; to: string};
  };
};

export const vegasPreviewPost = {
  title: 'Crucible at Black Hat USA and DEF CON 33: red-teaming agents that hold real tools',
  date: '2025-08-05',
  to: '/blog/defcon-33-red-teaming-agents/',
  summary:
    'The preview we published on the Tuesday of the week: where to find us, and the findings of the agent study ahead of the talk, with the config we used against an operations agent.',
} as const satisfies EventPost;

const release083 = {
  title: 'Crucible 0.83.0',
  date: '2025-08-01',
  to: '/releases/crucible-0-83-0/',
  summary:
    'The release that carried the fixes the agent study exposed: grading on tool effects, tool calls recorded on every turn, findings grouped by tool and description drift in the MCP proxy.',
} as const satisfies EventPost;

const release085 = {
  title: 'Crucible 0.85.0',
  date: '2025-10-01',
  to: '/releases/crucible-0-85-0/',
  summary:
    'Where two things from the Arsenal station landed: false-positive scoring in crucible guardrails, with a benign set you can replace with your own traffic, and the homoglyph strategy.',
} as const satisfies EventPost;

export const arsenalRecapPost = {
  title: 'Black Hat USA 2025 Arsenal recap: guardrail testing in practice',
  date: '2025-08-12',
  to: '/blog/black-hat-arsenal-guardrail-testing/',
  summary:
    'The full write-up of the Arsenal station: the three filter services, the complete demo config, both results tables and the five lessons from the people who tried to break them.',
} as const satisfies EventPost;

export const blackHat2025 = {
  id: 'blackhat-2025',
  name: 'Black Hat USA 2025',
  path: '/events/blackhat-2025/',
  starts: '2025-08-02',
  ends: '2025-08-07',
  venue: 'Mandalay Bay',
  city: 'Las Vegas',
  activities: [
    {
      kind: 'booth',
      title: 'Booth 2361 in the Business Hall',
      body: 'Four of us staffed the booth on both Business Hall days with laptops and deliberately weak targets. Visitors who were allowed to test a staging endpoint could bring it along, and we pointed Crucible at it on the spot.',
    },
    {
      kind: 'arsenal',
      title: 'An Arsenal station on guardrail testing',
      body: 'On the Thursday morning we ran a two-hour Arsenal session: crucible guardrails against three input filters guarding one pharmacy refill assistant, while the audience tried bypasses of their own. The station came off the waitlist days before the show, so the preview post does not mention it.',
      link: {label: 'Read the Arsenal recap', to: arsenalRecapPost.to},
    },
    {
      kind: 'talk',
      title: 'A talk two days later at DEF CON',
      body: 'The research behind the booth demos, a study of red-teaming 27 tool-using agents, was presented in the AI Village at DEF CON 33 on the Saturday.',
      link: {label: 'Our DEF CON 33 page', to: '/events/defcon-2025/'},
    },
  ],
  schedule: [
    {
      date: '2025-08-06',
      time: 'Business Hall opening hours',
      what: 'Live attack demos: tool poisoning, model file scanning, guardrail scoring',
      where: 'Booth 2361, Business Hall, Mandalay Bay',
    },
    {
      date: '2025-08-07',
      time: 'Business Hall opening hours',
      what: 'Live attack demos, second and last day',
      where: 'Booth 2361, Business Hall, Mandalay Bay',
    },
    {
      date: '2025-08-07',
      time: 'Morning, two hours',
      what: 'Arsenal session: guardrail testing with crucible guardrails',
      where: 'Arsenal, Mandalay Bay',
    },
  ],
  lessons: [
    {
      title: 'A block rate means little on its own',
      body: 'The blocklist stopped under a third of the attacks and still refused 22.5% of the pharmacy questions. Scoring legitimate prompts next to attacks, shown at the booth as an early build, became part of crucible guardrails in 0.85.0.',
    },
    {
      title: 'Per-message filters cannot see a conversation',
      body: 'Crescendo attacks split the request across harmless-looking turns. Even counting a block on any turn as a success, the three filters stopped between 8.3% and 21.7% of them, far below their scores on single messages.',
    },
    {
      title: 'Look-alike letters beat the cheap filters',
      body: 'A visitor swapped a few Latin letters for Cyrillic ones and got past both the keyword blocklist and the classifier within half an hour. Only the model judge read the text as a person would. The homoglyph strategy written on the flight home shipped in 0.85.0.',
    },
    {
      title: 'One threshold cannot suit every category',
      body: 'Lowering the classifier threshold from 0.5 to 0.3 on stage lifted its block rate from 61.0% to 70.3% and its false-positive rate from 10.6% to 19.1%. Decoding inputs first and a stricter setting for pharmacy questions worked better than either number.',
    },
    {
      title: 'The wiring fails before the model does',
      body: 'One visitor found that their gateway screened only the newest message while the application resent the whole history to the model, so an instruction planted in an earlier turn was never checked at all.',
    },
    {
      title: 'Report latency next to both rates',
      body: 'The model judge led on almost every row and added a median of 410 ms per message. That is acceptable for a refill assistant and not for autocomplete; a filter too slow to keep switched on blocks nothing.',
    },
  ],
  posts: [arsenalRecapPost, vegasPreviewPost, release085],
  booking: {
    title: 'Book a meeting about your guardrails',
    body: 'Use the contact form, pick Enterprise plans and pricing, and mention Black Hat in your message. Say which filter you run and what traffic it screens, and we will set up a call to measure its block and false-positive rates on attacks against your own application.',
  },
  page: {
    description:
      'What Crucible did at Black Hat USA 2025 in Las Vegas: live attack demos at booth 2361, an Arsenal guardrail session, and what we learned.',
    keywords: [
      'bhusa',
      'mandalay bay',
      'business hall',
      'conference schedule',
      'meet us in vegas',
      'august 2025',
    ],
    heading: 'Crucible at Black Hat USA 2025',
    lead: 'Black Hat USA 2025 ran from 2 to 7 August at Mandalay Bay in Las Vegas. We spent the two Business Hall days at booth 2361 running live attacks, and on the Thursday morning scored three guardrails at an Arsenal station while the audience tried to break them.',
    recap: {label: 'Read the Arsenal recap', to: arsenalRecapPost.to},
    intros: {
      activities:
        'Our part of the week was hands-on: attacks running on real laptops against targets built to fail, and a research talk two days later at DEF CON.',
      schedule:
        'The Business Hall, where the booths are, was open on Wednesday 6 and Thursday 7 August.',
      lessons:
        'Most of these came from visitors at the Arsenal station, several of whom run filters in production and recognised their own setups in the failures.',
      posts: 'The full numbers, the demo config and the changes the week led to.',
    },
    scheduleCaption:
      'Where to find Crucible at Black Hat USA 2025, Mandalay Bay, Las Vegas (local time, PDT).',
    secondary: {label: 'Ask on Discord', to: DISCORD_URL},
  },
} as const satisfies ConferenceEvent;

export const defcon2025 = {
  id: 'defcon-2025',
  name: 'DEF CON 33',
  path: '/events/defcon-2025/',
  starts: '2025-08-07',
  ends: '2025-08-10',
  venue: 'Las Vegas Convention Center',
  city: 'Las Vegas',
  activities: [
    {
      kind: 'talk',
      title: 'A talk in the AI Village',
      body: 'Lena Hartmann, our Head of Security Research, presented five months of red-teaming tool-using agents: what went wrong, in how many of the 27 deployments, and what fixed it.',
    },
    {
      kind: 'meetup',
      title: 'An informal Friday meetup',
      body: 'For conversations away from the crowds, we arranged an informal community meetup on the Friday evening, with the place announced in the #vegas-2025 channel on Discord.',
    },
    {
      kind: 'booth',
      title: 'Demos earlier in the week at Black Hat',
      body: 'The findings fed three live demos at booth 2361 in the Black Hat USA Business Hall on 6 and 7 August, including a poisoned MCP server caught by the proxy.',
      link: {label: 'Our Black Hat USA 2025 page', to: '/events/blackhat-2025/'},
    },
  ],
  schedule: [
    {
      date: '2025-08-08',
      time: 'Evening',
      what: 'Informal community meetup',
      where: 'Place announced in #vegas-2025 on Discord',
    },
    {
      date: '2025-08-09',
      time: '14:00',
      what: 'Talk: “Confused deputies with API keys: red-teaming agents that hold real tools” (40 minutes, with ten for questions)',
      where: 'AI Village, Las Vegas Convention Center',
    },
  ],
  lessons: [
    {
      title: 'Tool descriptions are part of the prompt',
      body: 'Whoever writes an MCP tool description writes part of the system prompt. Pin server versions, review descriptions like dependencies, and alert when one changes between sessions; the proxy now flags that drift.',
    },
    {
      title: 'Put authorisation checks in the tool',
      body: 'Every agent with a cross-tenant read had been told in its system prompt to check ownership. None of the tools did. A model sees text claiming to be a user; the tool runs with a real session, so the check belongs there.',
    },
    {
      title: 'One-shot tests measure the easy case',
      body: 'Agents that refused a direct request to drop a table complied after a slow conversation about maintenance, a dry run and a request to apply it. Suites without multi-turn attacks overstate how safe an agent is.',
    },
    {
      title: 'Watch tool arguments, not only answers',
      body: 'A URL whose query string carries a customer’s email address never appears in the chat transcript. Logging and checking tool-call arguments was the change our design partners found most valuable.',
    },
    {
      title: 'Score what the agent did',
      body: 'Counting a finding only when a harmful tool call went through removed about a third of the alarms a text grader raised. Release 0.83.0, out a week before the talk, added grading on tool effects, tool calls on every turn and findings grouped by tool.',
    },
  ],
  posts: [vegasPreviewPost, release083],
  booking: {
    title: 'Book a meeting about your agents',
    body: 'Use the contact form, pick Enterprise plans and pricing, and mention DEF CON in your message. Tell us what your agent does and which tools it holds, and the research team will walk you through running the same tests against it in staging.',
  },
  page: {
    description:
      'Crucible at DEF CON 33 in Las Vegas: our AI Village talk on red-teaming 27 tool-using agents, the schedule, and what the study taught us.',
    keywords: [
      'defcon 2025',
      'las vegas convention center',
      'lena hartmann',
      'confused deputies with api keys',
      'community meetup',
      'hacker conference',
      'august 2025',
    ],
    heading: 'Crucible at DEF CON 33',
    lead: 'DEF CON 33 ran from 7 to 10 August 2025 at the Las Vegas Convention Center. On the Saturday, Lena Hartmann presented our study of red-teaming tool-using agents in the AI Village: 27 deployments, real tools, and the ways they went wrong.',
    recap: {label: 'Read the talk preview', to: vegasPreviewPost.to},
    intros: {
      activities:
        'DEF CON was the research half of our week in Las Vegas; the demos had run at Black Hat in the days before.',
      schedule:
        'The meetup venue went out in the #vegas-2025 Discord channel, so the table points there instead of naming a place.',
      lessons:
        'The model is rarely the part to harden. The tools, their scopes and the data they return decide how much damage a successful injection can do.',
      posts:
        'The preview has the full findings and a trimmed config for an operations agent; the release notes cover what changed in Crucible because of the study.',
    },
    scheduleCaption:
      'Where to find Crucible at DEF CON 33, Las Vegas Convention Center (local time, PDT).',
    secondary: {label: 'Open the source on GitHub', to: GITHUB_URL},
  },
} as const satisfies ConferenceEvent;

/** One row of the agent study's findings table. */
export type StudyFinding = {
  finding: string;
  /** Number of deployments, out of all tested, where this happened at least once. */
  deployments: number;
  /** The plugin, strategy or channel that produced it. */
  technique: string;
};

export type AgentStudy = {
  talkTitle: string;
  speaker: string;
  deployments: number;
  designPartnerDeployments: number;
  openSourceDeployments: number;
  toolsPerTarget: {min: number; max: number};
  attacksPerTarget: {min: number; max: number};
  findings: readonly StudyFinding[];
};

/**
 * The agent study presented at DEF CON 33: what was tested and how often each problem appeared.
 * Counts are out of the 27 deployments tested.
 */
export const agentStudy = {
  talkTitle: 'Confused deputies with API keys: red-teaming agents that hold real tools',
  speaker: 'Lena Hartmann',
  deployments: 27,
  designPartnerDeployments: 19,
  openSourceDeployments: 8,
  toolsPerTarget: {min: 4, max: 31},
  attacksPerTarget: {min: 300, max: 900},
  findings: [
    {
      finding: 'Followed an instruction hidden in a third-party tool description',
      deployments: 16,
      technique: 'Poisoned search_docs tool on an added MCP server',
    },
    {
      finding: 'Leaked an API key through that instruction',
      deployments: 9,
      technique: 'Key printed earlier in the session by another tool',
    },
    {
      finding: 'Read another tenant’s data',
      deployments: 14,
      technique: 'bola and bfla plugins',
    },
    {
      finding: 'Made a destructive tool call after passing every single-turn test',
      deployments: 11,
      technique: 'crescendo strategy',
    },
    {
      finding: 'Leaked data through tool-call arguments',
      deployments: 7,
      technique: 'Query strings of a web-fetch tool',
    },
  ],
} as const satisfies AgentStudy;

/** A demo at the booth and the command it was built on. */
export type BoothDemo = {title: string; command: string; body: string};

/** The three demos at Black Hat booth 2361, each run live against a deliberately weak target. */
export const boothDemos = [
  {
    title: 'Tool poisoning in real time',
    command: 'crucible mcp proxy',
    body: 'We swapped one MCP server for a poisoned copy. The proxy flagged the changed tool description; when we ignored the flag, the agent leaked a key.',
  },
  {
    title: 'Model file scanning',
    command: 'crucible scan-model',
    body: 'A scan of a folder of pickled checkpoints, one of which opens a reverse shell when loaded. It takes two minutes and usually leads to a talk about where a team gets its weights.',
  },
  {
    title: 'Guardrail scoring',
    command: 'crucible guardrails',
    body: 'A few hundred attacks replayed through an input classifier, plus an early build of benign-prompt scoring: a filter that blocks everything has a perfect block rate and is still useless.',
  },
] as const satisfies readonly BoothDemo[];

/** One filter's results at the Arsenal station (300 attacks, 340 legitimate prompts). */
export type ArsenalFilterResult = {
  filter: string;
  /** Share of all 300 attacks blocked, in percent. */
  blocked: number;
  /** Share of crescendo attacks blocked (any turn counted), in percent. */
  crescendoBlocked: number;
  /** False-positive rate on all 340 legitimate prompts, in percent. */
  falsePositives: number;
  /** False-positive rate on the 40 pharmacy questions only, in percent. */
  pharmacyFalsePositives: number;
  medianLatency: string;
};

export const arsenalResults = [
  {
    filter: 'Keyword blocklist',
    blocked: 31.7,
    crescendoBlocked: 8.3,
    falsePositives: 6.2,
    pharmacyFalsePositives: 22.5,
    medianLatency: 'under 1 ms',
  },
  {
    filter: 'Injection classifier (threshold 0.5)',
    blocked: 61.0,
    crescendoBlocked: 13.3,
    falsePositives: 10.6,
    pharmacyFalsePositives: 17.5,
    medianLatency: '9 ms',
  },
  {
    filter: 'Model judge',
    blocked: 75.7,
    crescendoBlocked: 21.7,
    falsePositives: 6.8,
    pharmacyFalsePositives: 12.5,
    medianLatency: '410 ms',
  },
] as const satisfies readonly ArsenalFilterResult[];

/** A card for FeatureGrid: what the event pages show for each linked post. */
export type PostCard = {title: string; body: string; link: {label: string; to: string}};

/** Turns an event's posts into cards, naming the kind of page each link opens. */
export function postCards(posts: readonly EventPost[]): PostCard[] {
  return posts.map((post) => ({
    title: post.title,
    body: post.summary,
    link: {
      label: post.to.startsWith('/releases/') ? 'Read the release notes' : 'Read the post',
      to: post.to,
    },
  }));
}
