import {cliReference} from './cliReference';
import {evalResultsMatrix} from './evalResultsMatrix';
import {frameworkCoverageTable} from './frameworkCoverageTable';
import {guardrailResults} from './guardrailResults';
import {mcpProxyLog} from './mcpProxyLog';
import {modelScanResults} from './modelScanResults';
import {openApiReference} from './openApiReference';
import {providerTable} from './providerTable';
import {redTeamReport} from './redTeamReport';
import {redTeamPluginTable, redTeamStrategyTable} from './redTeamTables';
import {themeAdmonition, themeDetails, themeTabItem, themeTabs} from './themeComponents';
import type {MarkdownModule} from './types';

export type {MarkdownComponent, MarkdownModule} from './types';
export {htmlElements} from './htmlElements';
export {admonition} from './themeComponents';

/**
 * Every component module content may import, by the path pages import it from (site modules from
 * the site's root, without extension; theme modules by their alias), with the Markdown rendering
 * of each export. A page that uses a component not listed here fails the build with its file, line
 * and the component's name: a new component needs its rendering here, written from the same
 * src/data/ and helpers the component renders from.
 */
export const MARKDOWN_COMPONENTS: Readonly<Record<string, MarkdownModule>> = {
  'src/components/CliReference': cliReference,
  'src/components/EvalResultsMatrix': evalResultsMatrix,
  'src/components/FrameworkCoverageTable': frameworkCoverageTable,
  'src/components/GuardrailResults': guardrailResults,
  'src/components/McpProxyLog': mcpProxyLog,
  'src/components/ModelScanResults': modelScanResults,
  'src/components/OpenApiReference': openApiReference,
  'src/components/ProviderTable': providerTable,
  'src/components/RedTeamPluginTable': redTeamPluginTable,
  'src/components/RedTeamReport': redTeamReport,
  'src/components/RedTeamStrategyTable': redTeamStrategyTable,
  '@theme/Admonition': themeAdmonition,
  '@theme/Details': themeDetails,
  '@theme/TabItem': themeTabItem,
  '@theme/Tabs': themeTabs,
};
