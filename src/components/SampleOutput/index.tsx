import type {ReactNode} from 'react';
import clsx from 'clsx';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

type Props = {
  /** The command whose output this renders, shown in the caption: `crucible view`. */
  command: string;
  /** What the sample is: which run, of which config. Follows "Sample output of `command`:". */
  caption: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every product view: a figure whose caption says it is sample output of a command.
 * The caption comes first, so a screen reader hears what the figure is before its tables. The
 * figure is kept out of the site search: sample output is not what a reader searches for, and its
 * ids would make this page a hit for every plugin or rule it happens to show.
 */
export default function SampleOutput({command, caption, children}: Props): ReactNode {
  return (
    <figure className={styles.frame} data-search-exclude="">
      <figcaption className={styles.caption}>
        <strong>Sample output</strong> of <code>{command}</code>: {caption}
      </figcaption>
      <div className={styles.body}>{children}</div>
    </figure>
  );
}

type ScrollBoxProps = {
  /** Names the box for keyboard and screen-reader users, who reach it with Tab. */
  label: string;
  children: ReactNode;
};

/**
 * A table's own scrolling box: on a narrow screen the table scrolls sideways inside it and the
 * page never does. It is focusable so that keyboard users can scroll it too (axe's
 * scrollable-region-focusable), and named because it is focusable.
 */
export function ScrollBox({label, children}: ScrollBoxProps): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

type SampleTableProps = {
  /** Names its scrolling box (see ScrollBox). */
  label: string;
  caption: ReactNode;
  columns: readonly string[];
  className?: string;
  /** The table's bodies: one `<tbody>`, or one per group of rows. */
  children: ReactNode;
};

/** A view's table in its own scrolling box: its caption, a heading row of `columns`, its rows. */
export function SampleTable({
  label,
  caption,
  columns,
  className,
  children,
}: SampleTableProps): ReactNode {
  return (
    <ScrollBox label={label}>
      <table className={className}>
        <caption>{caption}</caption>
        <TableHead columns={columns} />
        {children}
      </table>
    </ScrollBox>
  );
}

/** A severity as the reports label it, in the colours every view shares. */
export function SeverityBadge({severity}: {severity: string}): ReactNode {
  return <span className={clsx(styles.badge, styles[`severity-${severity}`])}>{severity}</span>;
}

/** PASS or FAIL, as the results grid marks a cell. */
export function VerdictBadge({
  passed,
  children,
}: {
  passed: boolean;
  children?: ReactNode;
}): ReactNode {
  return (
    <span className={clsx(styles.badge, passed ? styles.pass : styles.fail)}>
      {children ?? (passed ? 'PASS' : 'FAIL')}
    </span>
  );
}

/** A horizontal bar for a share from 0 to 1; the number beside it is the text, the bar is decoration. */
export function ShareBar({share}: {share: number}): ReactNode {
  return (
    <span className={styles.bar} aria-hidden="true">
      <span
        className={styles.barFill}
        style={{width: `${Math.min(1, Math.max(0, share)) * 100}%`}}
      />
    </span>
  );
}
