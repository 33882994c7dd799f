/**
 * What `crucible mcp proxy --policy` decides for each tool call. A sample holds the policy's
 * rules and the calls as the traffic log records them; which rule matched and whether the call
 * went through are computed here with the proxy's own rule, the first match from the top, so the
 * decisions shown can never disagree with the policy shown. No React.
 */

export type PolicyRule = {
  /** A glob over `server/tool`; `*` stands for any run of characters, `/` included. */
  match: string;
  /** `log` lets the call through and records it; `block` refuses it with an MCP error. */
  action: 'log' | 'block';
};

/** A `tools/call` line of the traffic log. */
export type ToolCall = {
  /** The log line's `ts`, ISO 8601 in UTC. */
  ts: string;
  /** The JSON-RPC id. */
  id: number;
  /** The proxy's `--name`. */
  server: string;
  tool: string;
  arguments: Record<string, string | number | boolean>;
};

export type ProxySession = {
  rules: PolicyRule[];
  calls: ToolCall[];
};

export type Decision = ToolCall & {
  /** The rule that decided, or undefined when none matched (the call then goes through). */
  rule?: string;
  allowed: boolean;
};

function globToRegExp(glob: string): RegExp {
  const escaped = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

export function decide(rules: PolicyRule[], call: ToolCall): Decision {
  const name = `${call.server}/${call.tool}`;
  const rule = rules.find((candidate) => globToRegExp(candidate.match).test(name));
  return {...call, rule: rule?.match, allowed: rule?.action !== 'block'};
}

export function decideAll(session: ProxySession): Decision[] {
  return session.calls.map((call) => decide(session.rules, call));
}

/** `HH:MM:SS` of a log timestamp, read from the string so server and browser print the same. */
export function clockTime(ts: string): string {
  return ts.slice(11, 19);
}

/** Arguments as `key=value` pairs, the way the log view prints them in one line. */
export function argumentList(args: ToolCall['arguments']): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}
