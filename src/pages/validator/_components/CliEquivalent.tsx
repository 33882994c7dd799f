import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import HighlightedCode from '@site/src/components/HighlightedCode';
import commands from './CliEquivalent.commands.sh?highlight';
import schemaLine from './CliEquivalent.schema-line.yaml?highlight';

/** How to run the same check locally, in CI and in an editor. */
export default function CliEquivalent(): ReactNode {
  return (
    <Section
      id="cli"
      title="The same check from the command line"
      intro="The CLI equivalent of this page is crucible validate. It reads the config without calling any model, so it costs nothing and needs no API keys."
    >
      <div className="row">
        <div className="col col--6">
          <HighlightedCode code={commands} title="Terminal" />
          <p>
            The CLI checks the config against the same JSON Schema as this page, and also follows
            file:// references to prompts and test files. It exits with code 1 when it finds a
            problem, which is enough to fail a pull request before an expensive eval starts.
          </p>
        </div>
        <div className="col col--6">
          <HighlightedCode code={schemaLine} title="First line of crucibleconfig.yaml" />
          <p>
            With this comment as the first line, editors that use the YAML language server, such as
            VS Code with the YAML extension, complete field names as you type and underline unknown
            keys, so most of these problems never reach a commit.
          </p>
        </div>
      </div>
    </Section>
  );
}
