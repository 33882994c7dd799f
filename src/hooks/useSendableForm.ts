import type {FormEvent} from 'react';
import clsx from 'clsx';
import {formStyles} from '@site/src/components/Form';
import useFormDelivery from './useFormDelivery';
import useValidatedForm from './useValidatedForm';

type Options<Values extends Record<string, string>> = Parameters<
  typeof useValidatedForm<Values>
>[0] & {
  /** Where valid answers are POSTed as JSON; null hands them to the visitor's email app. */
  endpoint: string | null;
  /** The JSON body sent to the endpoint. */
  toPayload: (values: Values) => Record<string, string>;
  /** The prefilled email used without an endpoint, and offered when the endpoint fails. */
  toMailto: (values: Values) => string;
};

/**
 * Everything the contact and feedback forms share: validation with focus on the first problem,
 * delivery to the endpoint or by email, a submit handler that ignores double clicks and clears
 * the form only once a message has really been sent, and the classes of a control and its state.
 */
export default function useSendableForm<Values extends Record<string, string>>({
  endpoint,
  toPayload,
  toMailto,
  ...validation
}: Options<Values>) {
  const form = useValidatedForm<Values>(validation);
  const {delivery, deliver, clear} = useFormDelivery(endpoint);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (delivery.status === 'sending') {
      return;
    }
    if (!form.check()) {
      clear();
      return;
    }
    const sent = await deliver(toPayload(form.values), toMailto(form.values));
    if (sent && endpoint) {
      form.reset();
    }
  }

  type Field = keyof Values & string;
  const controlClass = (field: Field) =>
    clsx(formStyles.control, form.errors[field] && formStyles.invalid);
  const invalid = (field: Field) => (form.errors[field] ? true : undefined);

  /** Everything a text, email, select or textarea control needs, spread onto the element. */
  const bind = (field: Field, {hinted = false} = {}) => ({
    ref: form.fieldRef(field),
    id: form.fieldId(field),
    name: field,
    value: form.values[field],
    onChange: form.handleChange,
    'aria-invalid': invalid(field),
    'aria-describedby': form.describedBy(field, hinted ? form.fieldId(`${field}-hint`) : undefined),
    className: controlClass(field),
  });

  /** The ids and error a FormField needs for `field`. */
  const fieldProps = (field: Field) => ({
    htmlFor: form.fieldId(field),
    hintId: form.fieldId(`${field}-hint`),
    errorId: form.errorId(field),
    error: form.errors[field],
  });

  return {...form, delivery, handleSubmit, controlClass, invalid, bind, fieldProps};
}
