/**
 * The per-item coverage tables of the four detailed framework pages, apart from the plugins
 * column, which comes from src/data/redTeamFrameworkMappings.ts. Each row says which strategies are
 * worth adding for the item and how much of it a scan reaches. Texts may hold `code` spans and
 * [links](/docs/...), nothing else.
 */
import type {DetailedFrameworkId} from './redTeamFrameworks';
import type {ItemIdOf} from './redTeamFrameworkMappings';

export type CoverageRow<Id extends string> = {
  item: Id;
  /** OWASP API and agentic pages: what the attack looks like through the target. */
  attempt?: string;
  /** Strategy ids worth adding, [] for none; `any` or `every` when the item takes all of them. */
  strategies: readonly string[] | 'any' | 'every';
  /** OWASP LLM and ATLAS pages: coverage notes; agentic page: reach (Good, Partial, ...). */
  note?: string;
  /** The item is exercised by every plugin, so the table says so instead of listing them. */
  everyPlugin?: true;
};

export const frameworkCoverage: {[F in DetailedFrameworkId]: readonly CoverageRow<ItemIdOf[F]>[]} =
  {
    'owasp-llm': [
      {
        item: 'LLM01',
        strategies: ['prompt-injection', 'jailbreak', 'crescendo'],
        note: 'Direct and indirect injection, full',
      },
      {
        item: 'LLM02',
        strategies: ['base64', 'goat'],
        note: 'Runtime disclosure, full; training-data memorisation, partial',
      },
      {
        item: 'LLM03',
        strategies: [],
        note: 'Partial; model files need [model audit](/docs/model-audit/)',
      },
      {item: 'LLM04', strategies: ['crescendo'], note: 'Runtime poisoning only'},
      {
        item: 'LLM05',
        strategies: ['hex', 'homoglyph'],
        note: 'Partial; depends on what consumes the output',
      },
      {
        item: 'LLM06',
        strategies: ['jailbreak:hydra', 'mischievous-user'],
        note: 'Full for tools the agent exposes',
      },
      {item: 'LLM07', strategies: ['rot13', 'multilingual'], note: 'Full'},
      {
        item: 'LLM08',
        strategies: ['citation'],
        note: 'Partial; embedding inversion is not attempted',
      },
      {
        item: 'LLM09',
        strategies: ['authoritative-markup-injection'],
        note: 'Full for the topics in `purpose`',
      },
      {item: 'LLM10', strategies: [], note: 'Single-request amplification only'},
    ],
    'owasp-api': [
      {
        item: 'API1',
        attempt:
          "The user names someone else's order, ticket or account number and the agent fetches it",
        strategies: ['jailbreak', 'crescendo'],
      },
      {
        item: 'API2',
        attempt:
          'The agent accepts "I am the account owner" or a pasted token as proof of identity',
        strategies: ['mischievous-user'],
      },
      {
        item: 'API3',
        attempt:
          'The reply includes fields the user may not see, or the agent writes a field such as `price` or `role`',
        strategies: ['prompt-injection'],
      },
      {
        item: 'API4',
        attempt: 'One message makes the agent page through every record or loop on a tool',
        strategies: [],
      },
      {
        item: 'API5',
        attempt:
          'A shopper gets the agent to call an admin endpoint such as refunds or user management',
        strategies: ['jailbreak:hydra'],
      },
      {
        item: 'API6',
        attempt:
          'The agent applies stacked discounts, reserves all stock, or does bulk work for free',
        strategies: ['goat'],
      },
      {
        item: 'API7',
        attempt:
          'A URL in the chat is fetched by a server-side tool, reaching metadata endpoints or internal hosts',
        strategies: ['hex', 'homoglyph'],
      },
      {
        item: 'API8',
        attempt: 'Verbose errors, stack traces or debug switches come back through the chat',
        strategies: ['base64'],
      },
      {
        item: 'API9',
        attempt: 'The agent reveals or calls undocumented, legacy or internal endpoints',
        strategies: [],
      },
      {
        item: 'API10',
        attempt:
          'Text returned by a third-party API is treated as instructions or passed on unchecked',
        strategies: ['prompt-injection'],
      },
    ],
    'owasp-agentic': [
      {
        item: 'T1',
        attempt:
          'Plants a false fact or standing instruction, then checks whether a later session acts on it',
        strategies: ['crescendo'],
        note: 'Good',
      },
      {
        item: 'T2',
        attempt:
          'Talks the agent into calling a legitimate tool for an illegitimate end, or with leaked data in its arguments',
        strategies: ['jailbreak:hydra', 'goat'],
        note: 'Good',
      },
      {
        item: 'T3',
        attempt:
          "Claims a role, borrows the agent's service identity, or escalates through a chain of calls",
        strategies: ['mischievous-user'],
        note: 'Good',
      },
      {
        item: 'T4',
        attempt: 'Sends tasks that explode into long reasoning or repeated tool loops',
        strategies: [],
        note: 'Partial',
      },
      {
        item: 'T5',
        attempt: 'Seeds a false premise and watches whether the agent builds actions on it',
        strategies: ['crescendo'],
        note: 'Partial',
      },
      {
        item: 'T6',
        attempt: "Redirects the agent's goal through the chat, a document or a tool description",
        strategies: ['goat', 'prompt-injection'],
        note: 'Good',
      },
      {
        item: 'T7',
        attempt:
          'Checks whether the agent claims actions it did not take or commits the business to terms',
        strategies: ['jailbreak'],
        note: 'Partial',
      },
      {
        item: 'T8',
        attempt: 'Not attacked; see below for a tracing check',
        strategies: [],
        note: 'None',
      },
      {
        item: 'T9',
        attempt:
          'Poses as a colleague, vendor or administrator in the chat or in an inbound message',
        strategies: ['mischievous-user'],
        note: 'Partial',
      },
      {
        item: 'T10',
        attempt: 'Not attacked directly; a `policy` can check that approvals are requested',
        strategies: [],
        note: 'Minimal',
      },
      {
        item: 'T11',
        attempt: 'Gets shell or SQL fragments into tools that execute them',
        strategies: ['base64', 'hex'],
        note: 'Good',
      },
      {
        item: 'T12',
        attempt:
          'Injects instructions into content one agent passes to another; [custom plugins](/docs/red-team/plugins/custom/) can write messages in your own agent protocol',
        strategies: ['layer'],
        note: 'Partial',
      },
      {
        item: 'T13',
        attempt: 'Not attacked; a compromised peer is outside what a user can send',
        strategies: [],
        note: 'None',
      },
      {
        item: 'T14',
        attempt:
          'Exploits delegation, for example asking the front agent to have a privileged agent act',
        strategies: ['jailbreak:hydra'],
        note: 'Partial',
      },
      {
        item: 'T15',
        attempt:
          'Checks whether a compromised agent can be made to pressure or mislead its own user',
        strategies: ['crescendo'],
        note: 'Partial',
      },
    ],
    'mitre-atlas': [
      {
        item: 'AML.T0051.000',
        strategies: ['prompt-injection', 'layer'],
        note: 'Every attack is sent through the chat input',
      },
      {
        item: 'AML.T0051.001',
        strategies: ['citation'],
        note: 'Needs a way to place content where the target reads it',
      },
      {
        item: 'AML.T0054',
        strategies: [
          'jailbreak',
          'jailbreak:tree',
          'jailbreak:composite',
          'crescendo',
          'goat',
          'best-of-n',
        ],
        note: 'Strategies carry most of this technique',
      },
      {
        item: 'AML.T0056',
        strategies: ['multilingual', 'rot13'],
        note: 'Works best when `purpose` says what the hidden instructions cover',
      },
      {
        item: 'AML.T0057',
        strategies: ['crescendo'],
        note: "Includes data from other users' sessions",
      },
      {
        item: 'AML.T0053',
        strategies: ['jailbreak:hydra'],
        note: '"Plugin" here means any tool the model can call',
      },
      {
        item: 'AML.T0048',
        strategies: 'any',
        note: 'Harm to users, the organisation or third parties',
      },
      {item: 'AML.T0029', strategies: [], note: 'Per-request cost blow-up, not flooding'},
      {
        item: 'AML.T0043',
        strategies: ['gcg', 'homoglyph', 'emoji', 'best-of-n'],
        note: 'Perturbed inputs built to slip past filters',
      },
      {item: 'AML.T0020', strategies: [], note: 'Training-time poisoning is out of reach'},
      {item: 'AML.T0024', strategies: [], note: 'Covers memorised-text extraction only'},
      {
        item: 'AML.T0040',
        strategies: 'every',
        note: 'The access the scan itself uses',
        everyPlugin: true,
      },
    ],
  };
