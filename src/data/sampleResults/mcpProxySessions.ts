/**
 * A sample session of a coding agent behind `crucible mcp proxy` with the starter policy of the MCP
 * page (src/pages/mcp/_components/StarterPolicy.policy.yaml): the policy's rules, and the tool
 * calls the traffic log recorded. Which rule matched each call, and whether it went through, are
 * computed from the rules (src/lib/results/mcpProxy.ts). Unit tests hold the rules to the policy
 * file and the blocked merge to the log line the page prints.
 */
import type {ProxySession} from '@site/src/lib/results/mcpProxy';

const pullRequest = {owner: 'acme', repo: 'billing-api', pullNumber: 412};

export const codingAgentSession: ProxySession = {
  rules: [
    {match: 'github/get_*', action: 'log'},
    {match: 'github/search_*', action: 'log'},
    {match: 'github/merge_pull_request', action: 'block'},
    {match: 'github/push_files', action: 'block'},
    {match: '*/delete_*', action: 'block'},
    {match: 'filesystem/*', action: 'log'},
    {match: '*', action: 'block'},
  ],
  calls: [
    {
      ts: '2025-11-12T14:02:07.412Z',
      id: 24,
      server: 'github',
      tool: 'get_pull_request',
      arguments: pullRequest,
    },
    {
      ts: '2025-11-12T14:02:09.880Z',
      id: 25,
      server: 'github',
      tool: 'get_pull_request_files',
      arguments: pullRequest,
    },
    {
      ts: '2025-11-12T14:02:31.054Z',
      id: 26,
      server: 'github',
      tool: 'search_code',
      arguments: {q: 'retryPolicy repo:acme/billing-api'},
    },
    {
      ts: '2025-11-12T14:02:58.731Z',
      id: 7,
      server: 'filesystem',
      tool: 'read_file',
      arguments: {path: 'src/payments/retry.ts'},
    },
    {
      ts: '2025-11-12T14:03:20.118Z',
      id: 8,
      server: 'filesystem',
      tool: 'write_file',
      arguments: {path: 'src/payments/retry.ts'},
    },
    {
      ts: '2025-11-12T14:03:34.602Z',
      id: 9,
      server: 'filesystem',
      tool: 'delete_file',
      arguments: {path: 'src/payments/retry.test.ts'},
    },
    {
      ts: '2025-11-12T14:03:42.950Z',
      id: 30,
      server: 'github',
      tool: 'create_pull_request_review',
      arguments: {...pullRequest, event: 'APPROVE'},
    },
    {
      ts: '2025-11-12T14:03:51.207Z',
      id: 31,
      server: 'github',
      tool: 'merge_pull_request',
      arguments: pullRequest,
    },
  ],
};
