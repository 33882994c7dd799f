import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';

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
    title: 'Top-level keys',
    body: (
      <p>
        The file must be a mapping, and every key at its top level must be one Crucible knows:
        description, prompts, providers, tests, defaultTest, scenarios, outputPath, env,
        evaluateOptions, commandLineOptions, redteam, sharing and tracing. A near miss such as
        promts gets a suggestion.
      </p>
    ),
  },
  {
    title: 'Prompts and providers',
    body: (
      <p>
        Both are required unless the file has a redteam section. Providers may be one id string or a
        list whose entries are ids or mappings with an id key, such as id: http.
      </p>
    ),
  },
  {
    title: 'Tests and assertions',
    body: (
      <p>
        tests must be a list of test cases or a file:// path. In every test case, and in
        defaultTest, assert must be a list of mappings, each with a type string.
      </p>
    ),
  },
  {
    title: 'Safe with any input',
    body: (
      <p>
        Input over 1 MiB is refused before parsing, keys named __proto__ are reported rather than
        obeyed, and YAML aliases are never expanded into copies. The parser is downloaded the first
        time you press Validate, and nothing you paste leaves the page.
      </p>
    ),
  },
  {
    title: 'What it leaves to the CLI',
    body: (
      <p>
        This page does not open file:// references, call providers, read environment variables or
        check that an assertion type exists. crucible validate does the file and schema part of that
        on your machine.
      </p>
    ),
  },
];

/** What the browser check covers, and what it does not. */
export default function WhatItChecks(): ReactNode {
  return (
    <Section
      id="what-it-checks"
      title="What the validator checks"
      tone="muted"
      intro="The checks catch the mistakes that most often make an eval fail at start-up. Each problem names the path inside the config, such as tests[2].assert[0], and the line where it sits."
    >
      <FeatureGrid features={checks} />
    </Section>
  );
}
