import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {MAX_INPUT_CHARS, MAX_JSON_DEPTH} from '@site/src/lib/httpConfigGenerator/inputLimit';

const changes: Feature[] = [
  {
    title: 'Where the prompt goes',
    body: (
      <p>
        In a JSON body, a field named message, prompt, input, query, text or content becomes{' '}
        <code>{'{{prompt}}'}</code>, and so does the content of the last user turn in a messages
        list. A form body gets <code>{'{{prompt | urlencode}}'}</code>, and a search-style GET moves
        its query string to queryParams. The text you pasted becomes the first test&apos;s question.
      </p>
    ),
  },
  {
    title: 'Secrets out of the file',
    body: (
      <p>
        Authorization, API-key and cookie headers, and token or password fields in the body or query
        string, turn into <code>{'{{env.NAME}}'}</code> references such as{' '}
        <code>{'Bearer {{env.API_KEY}}'}</code>. Basic credentials become an auth block, and a shell
        variable like $OPENAI_API_KEY maps to the environment variable of the same name.
      </p>
    ),
    link: {label: 'Authentication options', to: '/docs/providers/http/#authenticating-to-your-api'},
  },
  {
    title: 'Headers that do not belong',
    body: (
      <p>
        Host, Content-Length, Connection and Accept-Encoding are set by Crucible&apos;s HTTP client,
        and the sec-* and priority headers a browser adds describe the browser, not your API. They
        are dropped and named in the notes, so you can put one back if your gateway checks it.
      </p>
    ),
  },
  {
    title: 'Reading the answer',
    body: (
      <p>
        With a sample response, transformResponse points at the reply:
        json.choices[0].message.content for OpenAI-compatible APIs, json.content[0].text for
        Anthropic&apos;s, or a field such as json.reply or json.output for your own service. A
        plain-text body uses text; an event stream gets a pointer to the streaming section of the
        docs.
      </p>
    ),
    link: {
      label: 'Shaping responses',
      to: '/docs/providers/http/#shaping-requests-and-responses',
    },
  },
  {
    title: 'What stays with you',
    body: (
      <p>
        Multipart uploads (-F) and bodies read from a file (-d @payload.json) are refused with a
        message, because the page cannot read your disk. Options such as -k, --proxy, -m and --cert
        are listed in the notes with the config key that does the same job: tls, proxy or timeoutMs.
      </p>
    ),
  },
  {
    title: 'Nothing leaves the tab',
    body: (
      <p>
        The parser is plain TypeScript that downloads on your first click of Generate. No request is
        sent to the endpoint you paste and nothing is stored. Input is capped at{' '}
        {MAX_INPUT_CHARS.toLocaleString('en-US')} characters and a JSON body at {MAX_JSON_DEPTH}{' '}
        levels of nesting, so a huge paste fails fast with a message instead of freezing the page.
      </p>
    ),
  },
];

/** What the generator rewrites on the way from a pasted request to a config. */
export default function WhatItChanges(): ReactNode {
  return (
    <Section
      id="what-it-changes"
      title="What the generator changes"
      tone="muted"
      intro="A request copied from devtools works once, for one message, with your personal session attached. These are the rewrites that turn it into a target Crucible can send hundreds of prompts to."
    >
      <FeatureGrid features={changes} />
    </Section>
  );
}
