import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** A field's error message, prefixed so it is not conveyed by colour alone; nothing when valid. */
export default function FieldError({id, message}: {id: string; message?: string}): ReactNode {
  return message ? (
    <p id={id} className={styles.error}>
      <span className={styles.errorLabel}>Error:</span> {message}
    </p>
  ) : null;
}
