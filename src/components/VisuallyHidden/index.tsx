import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The class that hides an element from sight but not from screen readers, for an element that
 * must keep its own tag: a table's caption, a status region.
 */
export const visuallyHiddenClass: string = styles.visuallyHidden;

/** Words for screen readers only, read where they stand: "Copy<VisuallyHidden> the command…". */
export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
