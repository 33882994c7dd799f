import {
  CALLS_CAPTION,
  CALLS_COLUMNS,
  NO_RULE,
  PROXY_COMMAND,
  proxyLogView,
} from '../../../src/components/McpProxyLog/proxyLogRows';
import type {ProxySession} from '../../../src/lib/results/mcpProxy';
import {caption, code, paragraph, strong, table, text} from '../mdastBuilders';
import {sampleOutputCaption, sampleProp} from './sampleOutput';
import type {MarkdownModule} from './types';

/**
 * src/components/McpProxyLog: the counts, then each tool call with its time, arguments, whether the
 * policy let it through and the rule that decided it.
 */
export const mcpProxyLog: MarkdownModule = {
  default: (props) => {
    const session = sampleProp<ProxySession>(props.session, 'session', 'an MCP proxy session', [
      'rules',
      'calls',
    ]);
    const log = proxyLogView(session);
    return [
      sampleOutputCaption(PROXY_COMMAND, props),
      paragraph(strong(text(log.calls)), text(`: ${log.split}`)),
      caption(CALLS_CAPTION),
      table(
        CALLS_COLUMNS,
        log.rows.map((row) => [
          [text(row.time)],
          [code(row.call), text(` ${row.arguments}`)],
          [text(row.decision)],
          [row.rule ? code(row.rule) : text(NO_RULE)],
        ]),
      ),
    ];
  },
};
