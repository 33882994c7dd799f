import type {ReactNode} from 'react';
import MDXContent from '@theme/MDXContent';
import Section from '@site/src/components/Section';
// Code examples are MDX partials, so they are highlighted at build time (see README).
import CommandsCode from './CliEquivalent.commands.mdx';
import SchemaLineCode from './CliEquivalent.schema-line.mdx';

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
          <MDXContent>
            <CommandsCode />
          </MDXContent>
          <p>
            The CLI checks the config against the same JSON Schema as this page, and also follows
            file:// references to prompts and test files. It exits with code 1 when it finds a
            problem, which is enough to fail a pull request before an expensive eval starts.
          </p>
        </div>
        <div className="col col--6">
          <MDXContent>
            <SchemaLineCode />
          </MDXContent>
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
