import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';

// "Problems in plain words" shows a typo the validator corrects: cspell:ignore contians
const checks: Feature[] = [
  {
    title: 'YAML syntax',
    body: (
      <p>
        Tabs used for indentation, an unclosed bracket, a duplicated key or a stray colon stops the
        check at the first error, with the line and column the parser stopped on.
      </p>
    ),
  },
  {
    title: 'The published JSON Schema',
    body: (
      <p>
        The parsed config is checked against config-schema.json, the same schema every complete
        example in these docs is tested with. It covers every key at every level: top-level fields,
        providers, test cases, assertion types, red-team plugins, evaluate options and tracing.
      </p>
    ),
  },
  {
    title: 'Problems in plain words',
    body: (
      <p>
        Each schema error becomes one sentence with its path, such as tests[0].assert[1].type, and
        its line. Near misses get a suggestion: contians points to contains, defaultTests to
        defaultTest, and a bare gpt-4.1-mini to openai:chat:gpt-4.1-mini.
      </p>
    ),
  },
  {
    title: 'Safe with any input',
    body: (
      <p>
        Input over 1 MiB is refused before parsing, keys named __proto__ are reported rather than
        obeyed, and aliases that would multiply into a huge document are refused before they are
        expanded. The parser and schema download the first time you press Validate, and nothing you
        paste leaves the page.
      </p>
    ),
  },
  {
    title: 'What it leaves to the CLI',
    body: (
      <p>
        This page does not open file:// references, call providers or read environment variables.
        crucible validate runs the same schema check on your machine and also loads the prompt and
        test files the config points to.
      </p>
    ),
  },
];

/** What the browser check covers, what it does not, and where to get the schema. */
export default function WhatItChecks(): ReactNode {
  return (
    <Section
      id="what-it-checks"
      title="What the validator checks"
      tone="muted"
      intro="The check uses the same JSON Schema the documentation examples are tested with, so a config that passes here matches what the docs describe. Each problem names the path inside the config and the line where it sits."
    >
      <FeatureGrid features={checks} />
      <p className="margin-top--lg">
        Use the schema in your own tooling, for example a CI step or an editor without the YAML
        language server:
      </p>
      <Link className="button button--secondary" to="pathname:///config-schema.json" download>
        Download config-schema.json
      </Link>
    </Section>
  );
}
