import type {ReactNode} from 'react';
import FieldError from './FieldError';
import styles from './styles.module.css';

type Props = {
  label: ReactNode;
  /** The control's id, which the label points at. */
  htmlFor: string;
  /** Id of the hint paragraph; the control lists it in aria-describedby when a hint is given. */
  hintId: string;
  errorId: string;
  error?: string;
  optional?: boolean;
  hint?: ReactNode;
  /** Shown under the control, before the error, e.g. a character counter. */
  after?: ReactNode;
  /** The control itself, spread with the form hook's `bind(field)`. */
  children: ReactNode;
};

/** One labelled form control with its optional hint and its error, in the site's form layout. */
export default function FormField({
  label,
  htmlFor,
  hintId,
  errorId,
  error,
  optional,
  hint,
  after,
  children,
}: Props): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {after}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
