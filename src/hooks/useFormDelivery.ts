import {useState} from 'react';
import {postForm} from '@site/src/utils/postForm';

export type Delivery =
  | {status: 'idle'}
  | {status: 'sending'}
  | {status: 'sent'}
  /** No endpoint is configured: the visitor's email app was asked to open `href`. */
  | {status: 'emailOpened'; href: string}
  /** The endpoint failed; `href` is the prefilled email offered instead. */
  | {status: 'failed'; reason: string; href: string};

/**
 * How a valid form reaches us: POSTed as JSON to the configured endpoint, or, with none
 * configured, handed to the visitor's email app as a prefilled message. A failed POST keeps the
 * answers in the form and offers the same email as a fallback, so nothing typed is lost.
 */
export default function useFormDelivery(endpoint: string | null) {
  const [delivery, setDelivery] = useState<Delivery>({status: 'idle'});

  /** Resolves true once the message is sent (or handed to the email app). */
  async function deliver(payload: Record<string, string>, mailtoHref: string): Promise<boolean> {
    if (!endpoint) {
      window.location.href = mailtoHref;
      setDelivery({status: 'emailOpened', href: mailtoHref});
      return true;
    }
    setDelivery({status: 'sending'});
    const result = await postForm(endpoint, payload);
    if (result.ok) {
      setDelivery({status: 'sent'});
      return true;
    }
    setDelivery({status: 'failed', reason: result.reason, href: mailtoHref});
    return false;
  }

  function clear() {
    setDelivery({status: 'idle'});
  }

  return {delivery, deliver, clear};
}
