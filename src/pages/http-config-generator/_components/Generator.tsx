import {useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {formStyles} from '@site/src/components/Form';
import type {
  GenerateInput,
  GenerateResult,
  GeneratedConfig,
  HttpRequest,
} from '@site/src/lib/httpConfigGenerator';
import {MAX_INPUT_CHARS, MAX_JSON_DEPTH} from '@site/src/lib/httpConfigGenerator/inputLimit';
import styles from './Generator.module.css';

type Inputs = GenerateInput;
type Mode = Inputs['mode'];
type Scheme = Inputs['scheme'];
type Module = typeof import('@site/src/lib/httpConfigGenerator');

type State =
  | {kind: 'idle'}
  | {kind: 'working'}
  | {kind: 'error'; message: string}
  | {kind: 'done'; request: HttpRequest; result: GeneratedConfig; notes: string[]; inputs: Inputs};

const EXAMPLES: Record<Mode, {request: string; response: string}> = {
  curl: {
    request: `curl 'https://support.example.com/api/chat' \\
  -H 'accept: application/json' \\
  -H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln' \\
  -H 'content-type: application/json' \\
  -H 'sec-fetch-mode: cors' \\
  --data-raw '{"conversation_id":"c_81f2","message":"Can I change the delivery address?","locale":"en-GB"}' \\
  --compressed`,
    response: `{
  "conversation_id": "c_81f2",
  "reply": "Yes. Open the order, choose Change address, and save before it ships.",
  "suggestions": ["Track my order", "Talk to an agent"]
}`,
  },
  raw: {
    request: `POST /v1/chat/completions HTTP/1.1
Host: llm-gateway.example.com
Authorization: Bearer sk-gw-31c9e7f0a4
Content-Type: application/json
Content-Length: 156

{"model": "support-tuned-v3", "messages": [{"role": "system", "content": "Answer as the support desk."}, {"role": "user", "content": "Where is my order?"}]}`,
    response: `{
  "id": "chatcmpl-7f1",
  "object": "chat.completion",
  "choices": [
    {"index": 0, "message": {"role": "assistant", "content": "Could you share the order number?"}, "finish_reason": "stop"}
  ]
}`,
  },
};

const MODE_LABELS: Record<Mode, {label: string; hint: string}> = {
  curl: {
    label: 'curl command',
    hint: 'Multi-line commands with \\ continuations are fine, as copied by Copy as cURL (bash) in browser devtools or from an API reference.',
  },
  raw: {
    label: 'Raw HTTP request',
    hint: 'The request line, the headers, a blank line, then the body, as shown by Burp Suite or a proxy log.',
  },
};

// The parser and js-yaml are fetched on the first click of Generate only, then reused.
let modulePromise: Promise<Module> | null = null;
function loadParser(): Promise<Module> {
  modulePromise ??= import('@site/src/lib/httpConfigGenerator').catch((error: unknown) => {
    // Forget the failed download so the next click tries again.
    modulePromise = null;
    throw error;
  });
  return modulePromise;
}

/** The error for anything the parser throws: the page must say so rather than keep "Generating…". */
function stoppedMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The generator stopped unexpectedly (${reason}) and made no config. Remove parts of the request you do not need, such as a large body, and try again; if it keeps failing, write the http target by hand from the HTTP target docs.`;
}

function sameInputs(a: Inputs, b: Inputs): boolean {
  return (
    a.mode === b.mode &&
    a.requestText === b.requestText &&
    a.sampleText === b.sampleText &&
    (a.mode === 'curl' || a.scheme === b.scheme)
  );
}

/** The form: choose a format, paste a request (and optionally a response), get the YAML. */
export default function Generator(): ReactNode {
  const [mode, setMode] = useState<Mode>('curl');
  const [scheme, setScheme] = useState<Scheme>('https');
  const [requestText, setRequestText] = useState('');
  const [sampleText, setSampleText] = useState('');
  const [state, setState] = useState<State>({kind: 'idle'});
  const runRef = useRef(0);
  const ids = {
    request: useId(),
    requestHint: useId(),
    sample: useId(),
    sampleHint: useId(),
    modeName: useId(),
    schemeName: useId(),
  };
  const inputs: Inputs = {mode, scheme, requestText, sampleText};

  async function generate(): Promise<void> {
    const run = ++runRef.current;
    const snapshot = {...inputs};
    setState({kind: 'working'});
    let parser: Module;
    try {
      parser = await loadParser();
    } catch {
      if (run === runRef.current) {
        setState({
          kind: 'error',
          message:
            'The generator could not load its parser, usually because the connection dropped. Reload the page and try again.',
        });
      }
      return;
    }
    if (run !== runRef.current) return;
    let generated: GenerateResult;
    try {
      generated = parser.generateConfig(snapshot);
    } catch (error) {
      setState({kind: 'error', message: stoppedMessage(error)});
      return;
    }
    if (!generated.ok) {
      setState({kind: 'error', message: generated.error});
      return;
    }
    setState({
      kind: 'done',
      request: generated.request,
      result: generated.config,
      notes: generated.notes,
      inputs: snapshot,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void generate();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void generate();
    }
  }

  function chooseMode(next: Mode): void {
    setMode(next);
    setState({kind: 'idle'});
  }

  function loadExample(): void {
    setRequestText(EXAMPLES[mode].request);
    setSampleText(EXAMPLES[mode].response);
    setState({kind: 'idle'});
  }

  const stale = state.kind === 'done' && !sameInputs(state.inputs, inputs);
  const textareaProps = {
    onKeyDown,
    spellCheck: false,
    autoCapitalize: 'off',
    autoComplete: 'off',
    autoCorrect: 'off',
  } as const;

  return (
    <div className={styles.generator}>
      <form onSubmit={onSubmit}>
        <fieldset className={styles.choice}>
          <legend className={formStyles.toolLabel}>What are you pasting?</legend>
          {(['curl', 'raw'] as const).map((option) => (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={ids.modeName}
                value={option}
                checked={mode === option}
                onChange={() => chooseMode(option)}
              />
              {option === 'curl' ? 'A curl command' : 'A raw HTTP request'}
            </label>
          ))}
        </fieldset>

        <label htmlFor={ids.request} className={formStyles.toolLabel}>
          {MODE_LABELS[mode].label}
        </label>
        <p id={ids.requestHint} className={formStyles.toolHint}>
          {MODE_LABELS[mode].hint} Up to {MAX_INPUT_CHARS.toLocaleString('en-US')} characters, with
          a JSON body nested at most {MAX_JSON_DEPTH} levels deep. Press Ctrl+Enter (⌘+Enter on a
          Mac) to generate from here.
        </p>
        <textarea
          id={ids.request}
          className={clsx(formStyles.codeEditor, styles.editor)}
          aria-describedby={ids.requestHint}
          value={requestText}
          onChange={(event) => setRequestText(event.currentTarget.value)}
          rows={12}
          {...textareaProps}
        />

        {mode === 'raw' && (
          <fieldset className={styles.choice}>
            <legend className={formStyles.toolLabel}>Send it over</legend>
            {(['https', 'http'] as const).map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={ids.schemeName}
                  value={option}
                  checked={scheme === option}
                  onChange={() => setScheme(option)}
                />
                {option === 'https' ? 'HTTPS (TLS)' : 'Plain HTTP'}
              </label>
            ))}
            <p className={formStyles.toolHint}>
              Used to build the URL from the Host header when the request line holds only a path.
            </p>
          </fieldset>
        )}

        <label htmlFor={ids.sample} className={formStyles.toolLabel}>
          Sample response (optional)
        </label>
        <p id={ids.sampleHint} className={formStyles.toolHint}>
          Paste one response body from your API, with or without its status line and headers. The
          generator points transformResponse at the field that holds the answer.
        </p>
        <textarea
          id={ids.sample}
          className={clsx(formStyles.codeEditor, styles.editor, styles.small)}
          aria-describedby={ids.sampleHint}
          value={sampleText}
          onChange={(event) => setSampleText(event.currentTarget.value)}
          rows={6}
          {...textareaProps}
        />

        <div className={styles.controls}>
          <button type="submit" className="button button--primary button--lg">
            Generate
          </button>
          <button type="button" className="button button--secondary" onClick={loadExample}>
            Load an example {mode === 'curl' ? 'curl command' : 'raw request'}
          </button>
        </div>
      </form>

      <div
        role="alert"
        className={clsx(styles.alert, state.kind === 'error' && 'alert alert--danger')}
      >
        {state.kind === 'error' && <p className={styles.message}>{state.message}</p>}
      </div>
      <p role="status" className={styles.status}>
        {state.kind === 'working' && 'Generating…'}
        {state.kind === 'done' && 'Config generated. It is shown below.'}
      </p>

      {state.kind === 'done' && (
        <div className={styles.output}>
          <Heading as="h3">Your crucibleconfig.yaml</Heading>
          <p>
            Read from a <code>{state.request.method}</code> request to{' '}
            <code className={styles.url}>{state.request.url}</code>.
            {state.result.promptField
              ? ` Each test's prompt goes into ${state.result.promptField}.`
              : ' The generator did not find where the prompt belongs; see the notes.'}{' '}
            Use the copy button in the corner of the code block.
          </p>
          {stale && (
            <p className={styles.stale}>
              The inputs have changed since this config was generated. Press Generate again to
              update it.
            </p>
          )}
          <CodeBlock language="yaml" title="crucibleconfig.yaml">
            {state.result.yaml}
          </CodeBlock>
          {state.notes.length > 0 && (
            <>
              <Heading as="h3">Notes on the conversion</Heading>
              <ul className={styles.notes}>
                {state.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
