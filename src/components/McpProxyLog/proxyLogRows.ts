/**
 * What the MCP proxy log says, from a session and the decisions src/lib/results/mcpProxy.ts
 * computes. The React view (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both
 * render these rows.
 */
import {count} from '../../lib/results/format';
import {argumentList, clockTime, decideAll, type ProxySession} from '../../lib/results/mcpProxy';

/** The command whose output the log is. */
export const PROXY_COMMAND = 'crucible mcp proxy --policy policy.yaml';

export const CALLS_CAPTION = 'Tool calls in the traffic log (UTC)';

export const CALLS_COLUMNS = ['Time', 'Call', 'Decision', 'Matched rule'] as const;

/** The rule column of a call no rule matched. */
export const NO_RULE = 'none';

export type CallRow = {
  /** `HH:MM:SS`, UTC. */
  time: string;
  /** `server/tool`. */
  call: string;
  /** `key=value` pairs in one line. */
  arguments: string;
  allowed: boolean;
  /** `allowed` or `blocked`. */
  decision: string;
  /** The policy rule that decided, if one matched. */
  rule?: string;
  /** The log line's timestamp, unique in a session. */
  ts: string;
};

export type ProxyLogView = {
  /** `8 tool calls`. */
  calls: string;
  /** `5 allowed and logged, 3 blocked`. */
  split: string;
  rows: CallRow[];
};

export function proxyLogView(session: ProxySession): ProxyLogView {
  const decisions = decideAll(session);
  const allowed = decisions.filter((decision) => decision.allowed).length;
  return {
    calls: count(decisions.length, 'tool call'),
    split: `${allowed} allowed and logged, ${decisions.length - allowed} blocked`,
    rows: decisions.map((decision) => ({
      time: clockTime(decision.ts),
      call: `${decision.server}/${decision.tool}`,
      arguments: argumentList(decision.arguments),
      allowed: decision.allowed,
      decision: decision.allowed ? 'allowed' : 'blocked',
      rule: decision.rule,
      ts: decision.ts,
    })),
  };
}
