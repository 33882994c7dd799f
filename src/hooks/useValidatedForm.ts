import {useId, useRef, useState, type ChangeEvent} from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type Options<Values extends Record<string, string>> = {
  initial: Values;
  /** Returns one message per invalid field; a valid field has no key. */
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  /** Form order: the first invalid field in this order receives focus. */
  order: readonly (keyof Values & string)[];
};

/**
 * State and accessibility wiring shared by the site's forms: values, per-field errors that clear
 * as soon as the visitor fixes them, focus on the first invalid field after a failed submit, and
 * the ids that tie each control to its hint and error for screen readers.
 */
export default function useValidatedForm<Values extends Record<string, string>>({
  initial,
  validate,
  order,
}: Options<Values>) {
  type Field = keyof Values & string;
  const baseId = useId();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const elements = useRef(new Map<Field, HTMLElement>());

  const fieldId = (name: string) => `${baseId}-${name}`;
  const errorId = (field: Field) => `${baseId}-${field}-error`;

  /** A callback ref for the control that receives focus when `field` is invalid. */
  const fieldRef = (field: Field) => (element: HTMLElement | null) => {
    if (element) {
      elements.current.set(field, element);
    } else {
      elements.current.delete(field);
    }
  };

  function handleChange(event: ChangeEvent<FieldElement>) {
    const field = event.target.name as Field;
    const next = {...values, [field]: event.target.value};
    setValues(next);
    // A field that shows an error is re-checked as the visitor types, so the message clears as
    // soon as the value is fixed; other fields wait for the next submit instead of scolding early.
    if (errors[field] !== undefined) {
      setErrors((current) => ({...current, [field]: validate(next)[field]}));
    }
  }

  /** Validates every field; on failure shows the errors, focuses the first and returns false. */
  function check(): boolean {
    const found = validate(values);
    setErrors(found);
    const first = order.find((field) => found[field] !== undefined);
    if (first) {
      elements.current.get(first)?.focus();
      return false;
    }
    return true;
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  /** aria-describedby: the field's hint (if any) and its error (if shown). */
  function describedBy(field: Field, hintId?: string): string | undefined {
    const ids = [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  return {values, errors, fieldId, errorId, fieldRef, handleChange, check, reset, describedBy};
}
