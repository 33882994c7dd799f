import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {GITHUB_REPO_API_URL, GITHUB_URL} from '@site/src/data/site';
import {DEFAULT_STAR_COUNT, loadStarCount} from './starCount';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** localStorage, or undefined where reading the property itself throws (blocked storage). */
function browserStorage(): Storage | undefined {
  try {
    // Null where searchStorageGuard.ts replaced storage the browser blocks.
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

type Props = {className?: string; mobile?: boolean};

/**
 * The navbar's GitHub stars button. The server renders the default count; after hydration the
 * cached or freshly fetched count replaces it, so the first client render always matches the HTML.
 */
export default function GitHubStars({className, mobile}: Props): ReactNode {
  const [count, setCount] = useState(DEFAULT_STAR_COUNT);

  useEffect(() => {
    let active = true;
    void loadStarCount({
      url: GITHUB_REPO_API_URL,
      storage: browserStorage(),
      now: Date.now(),
      onCount: (next) => {
        if (active) setCount(next);
      },
    });
    return () => {
      active = false;
    };
  }, []);

  const link = (
    <Link
      href={GITHUB_URL}
      className={clsx(
        mobile ? 'menu__link' : ['navbar__item', styles.inBar],
        styles.stars,
        className,
      )}
      data-testid="github-stars"
    >
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8 .25a.75.75 0 0 1 .673.418l1.882 3.815 4.21.612a.75.75 0 0 1 .416 1.279l-3.046 2.97.719 4.192a.75.75 0 0 1-1.088.791L8 12.347l-3.766 1.98a.75.75 0 0 1-1.088-.79l.72-4.194L.818 6.374a.75.75 0 0 1 .416-1.28l4.21-.611L7.327.668A.75.75 0 0 1 8 .25Z"
        />
      </svg>
      <span className={styles.label}>Star</span>
      <span className={styles.count} data-testid="github-stars-count">
        {count}
      </span>
      {/* Read after the visible "Star 8.6k", so the link's name keeps its visible text first. */}
      <VisuallyHidden>GitHub stars for Crucible</VisuallyHidden>
    </Link>
  );
  // In the mobile sidebar, navbar items are entries of a menu list.
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
