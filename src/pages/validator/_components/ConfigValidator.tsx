import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {formStyles} from '@site/src/components/Form';
import type {CheckResult, Problem} from '@site/src/lib/configChecker';
import {MAX_CONFIG_BYTES, MAX_PROBLEMS, tooLargeMessage} from '@site/src/lib/configChecker/limits';
import styles from './ConfigValidator.module.css';

type CheckConfig = (text: string) => CheckResult;

type State =
  | {kind: 'idle'}
  | {kind: 'checking'}
  | {kind: 'done'; result: CheckResult; checkedText: string; source: string}
  | {kind: 'failed'; message: string};

const EXAMPLE = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
description: Refund policy answers
prompts:
  - file://prompts/refunds.txt
providers:
  - openai:chat:gpt-4.1-mini
  - id: anthropic:messages:claude-sonnet-4
    config:
      temperature: 0
tests:
  - description: refund window
    vars:
      question: Can I return shoes after 40 days?
    assert:
      - type: icontains
        value: 30 days
      - type: llm-rubric
        value: Declines politely and offers store credit if the policy allows it
  - vars:
      question: Do you refund shipping costs?
    assert:
      - type: not-icontains
        value: always
`;

// js-yaml, Ajv and the config schema are fetched on the first validation only, then reused.
let checkConfigPromise: Promise<CheckConfig> | null = null;
function loadCheckConfig(): Promise<CheckConfig> {
  checkConfigPromise ??= import('@site/src/lib/configChecker').then(
    (module) => module.checkConfig,
    (error: unknown) => {
      // Forget the failed download so the next click tries again.
      checkConfigPromise = null;
      throw error;
    },
  );
  return checkConfigPromise;
}

/** A message with its `code` parts (between backticks) shown as code. */
function Message({text}: {text: string}): ReactNode {
  const parts = text.split(/`([^`\n]+)`/);
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Character offsets of a 1-based line, for selecting it in the textarea. */
function lineOffsets(text: string, line: number): {start: number; end: number} {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  const newline = text.indexOf('\n', start);
  return {start, end: newline === -1 ? text.length : newline};
}

function ProblemItem({
  problem,
  onShowLine,
}: {
  problem: Problem;
  onShowLine: (line: number) => void;
}): ReactNode {
  const {line} = problem;
  return (
    <li className={styles.problem}>
      <p className={styles.where}>
        {line !== null && `Line ${line}`}
        {line !== null && problem.path && ' · '}
        {problem.path ? <code>{problem.path}</code> : line === null && 'Whole file'}
      </p>
      <p className={styles.message}>
        <Message text={problem.message} />
      </p>
      {line !== null && (
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => onShowLine(line)}
        >
          Select line {line} in the editor
        </button>
      )}
    </li>
  );
}

/** The form: paste or open a config, press Validate, read the problems. */
export default function ConfigValidator(): ReactNode {
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({kind: 'idle'});
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const runRef = useRef(0);
  const ids = {
    textarea: useId(),
    hint: useId(),
    file: useId(),
  };

  async function validate(input: string, source: string): Promise<void> {
    const run = ++runRef.current;
    setState({kind: 'checking'});
    try {
      const checkConfig = await loadCheckConfig();
      if (run !== runRef.current) return;
      setState({kind: 'done', result: checkConfig(input), checkedText: input, source});
    } catch {
      if (run !== runRef.current) return;
      setState({
        kind: 'failed',
        message:
          'The validator could not load its YAML parser and the config schema, usually because the connection dropped. Reload the page and try again.',
      });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void validate(text, 'the text above');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void validate(text, 'the text above');
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const run = ++runRef.current;
    if (file.size > MAX_CONFIG_BYTES) {
      setState({
        kind: 'done',
        result: {
          ok: false,
          problems: [{line: null, path: '', message: tooLargeMessage(file.size)}],
        },
        checkedText: text,
        source: file.name,
      });
      input.value = '';
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (run !== runRef.current) return;
      const content = typeof reader.result === 'string' ? reader.result : '';
      setText(content);
      void validate(content, file.name);
    };
    reader.onerror = () => {
      if (run !== runRef.current) return;
      setState({
        kind: 'failed',
        message: `The browser could not read ${file.name}. Check that the file still exists, or paste its contents instead.`,
      });
    };
    setState({kind: 'checking'});
    reader.readAsText(file);
    // Clearing the input lets the visitor pick the same file again after editing it on disk.
    input.value = '';
  }

  function showLine(line: number): void {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const {start, end} = lineOffsets(textarea.value, line);
    textarea.focus();
    textarea.setSelectionRange(start, end);
    const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  const stale = state.kind === 'done' && state.checkedText !== text;
  const problems = state.kind === 'done' ? state.result.problems : [];
  let summary: ReactNode = null;
  let summaryTone: 'success' | 'danger' | null = null;
  if (state.kind === 'checking') {
    summary = 'Checking…';
  } else if (state.kind === 'failed') {
    summary = state.message;
    summaryTone = 'danger';
  } else if (state.kind === 'done' && state.result.ok) {
    summaryTone = 'success';
    summary = (
      <>
        No problems found in {state.source}. The YAML parses and the config matches the published
        JSON Schema: every key is known, and the providers, tests and assertions have the expected
        shape. Run <code>crucible validate</code> on your machine to also resolve its{' '}
        <code>file://</code> references.
      </>
    );
  } else if (state.kind === 'done') {
    summaryTone = 'danger';
    const count =
      problems.length > MAX_PROBLEMS
        ? `More than ${MAX_PROBLEMS} problems`
        : plural(problems.length, 'problem');
    summary = `${count} found in ${state.source}. Each one is listed below, with its line where it could be found.`;
  }

  return (
    <div className={styles.validator}>
      <form onSubmit={onSubmit}>
        <label htmlFor={ids.textarea} className={formStyles.toolLabel}>
          Your crucibleconfig.yaml
        </label>
        <p id={ids.hint} className={formStyles.toolHint}>
          Paste the file below, or open it from disk. Up to 1 MiB; the text stays in this browser
          tab. Press Ctrl+Enter (⌘+Enter on a Mac) to validate from the editor.
        </p>
        <textarea
          id={ids.textarea}
          ref={textareaRef}
          className={clsx(formStyles.codeEditor, styles.editor)}
          aria-describedby={ids.hint}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          rows={18}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
        />
        <div className={styles.controls}>
          <button type="submit" className="button button--primary button--lg">
            Validate
          </button>
          <div className={styles.file}>
            <label htmlFor={ids.file} className={styles.fileLabel}>
              Open a .yaml or .yml file
            </label>
            <input id={ids.file} type="file" accept=".yaml,.yml" onChange={onFile} />
          </div>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setText(EXAMPLE);
              setState({kind: 'idle'});
            }}
          >
            Use an example config
          </button>
        </div>
      </form>

      <div
        role="status"
        aria-live="polite"
        className={clsx(
          styles.status,
          summaryTone === 'success' && 'alert alert--success',
          summaryTone === 'danger' && 'alert alert--danger',
        )}
      >
        {summary && <p className={styles.summary}>{summary}</p>}
      </div>
      {problems.length > 0 && (
        <ol className={styles.problemList} aria-label="Problems found">
          {problems.map((problem, index) => (
            <ProblemItem key={`${index}-${problem.path}`} problem={problem} onShowLine={showLine} />
          ))}
        </ol>
      )}
      {stale && (
        <p className={styles.stale}>
          The text has changed since this check. Press Validate again to check the new version.
        </p>
      )}
    </div>
  );
}
