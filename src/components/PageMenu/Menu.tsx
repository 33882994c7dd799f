import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ASSISTANTS, assistantPrompt} from './assistantLinks';
import {copyMarkdown, fetchMarkdown} from './copyMarkdown';
import styles from './styles.module.css';
import VisuallyHidden, {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';

type Props = {
  /** The Markdown copy, from the site's root: `/docs/intro.md`. */
  markdownPath: string;
  /** The same, with the site's public address, for assistants that fetch it. */
  markdownUrl: string;
  title: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page; open it as Markdown instead',
};

/**
 * The page menu: "Copy page" copies the page as Markdown in one click; the button beside it opens
 * a list with the same copy, the Markdown itself, and links that open ChatGPT or Claude with a
 * prompt naming the Markdown's URL. A disclosure (a button that shows a list of ordinary buttons
 * and links), so Tab and Enter work as everywhere else; Escape closes it and returns focus.
 */
export default function PageMenu({markdownPath, markdownUrl, title}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const markdown = useRef<Promise<string> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Fetched when the visitor shows intent, so the click finds it ready.
  const prefetch = () => {
    markdown.current ??= fetchMarkdown(markdownPath).catch((error: unknown) => {
      markdown.current = null;
      throw error;
    });
    return markdown.current;
  };

  const copyPage = () => {
    copyMarkdown(prefetch()).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const prompt = assistantPrompt(markdownUrl, title);
  return (
    <div
      ref={root}
      className={styles.menu}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.buttons}>
        <button type="button" className={styles.copy} onClick={copyPage}>
          {copy === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <VisuallyHidden>More ways to use this page</VisuallyHidden>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <button type="button" onClick={copyPage}>
            Copy page as Markdown
          </button>
        </li>
        {/* Not a route of the site: `pathname://` makes Link a plain link, opened in a new tab. */}
        <li>
          <Link to={`pathname://${markdownPath}`}>
            View as Markdown
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </li>
        {ASSISTANTS.map(({name, url}) => (
          <li key={name}>
            <Link to={url(prompt)}>
              Open in {name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ul>
      <span role="status" className={visuallyHiddenClass}>
        {COPY_MESSAGES[copy]}
      </span>
    </div>
  );
}
