/**
 * The HTTP config generator's form when the parser fails in a way no message was written for,
 * such as a stack overflow: the page must end "Generating…" and say what happened, not wait
 * forever with an unhandled rejection in the console.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createRoot, type Root} from 'react-dom/client';
import {act} from 'react';
import Generator from '@site/src/pages/http-config-generator/_components/Generator';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

// The parser as it behaved on a JSON body nested 5,000 levels deep before nesting had a limit.
vi.mock('@site/src/lib/httpConfigGenerator', () => {
  const overflow = (): never => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  return {generateConfig: overflow, parseCurl: overflow, parseRawRequest: overflow};
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function render(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Generator />));
  return container;
}

/** Types into the request box the way a keystroke does, so React's onChange sees it. */
function typeRequest(container: HTMLElement, value: string): void {
  const textarea = container.querySelector('textarea')!;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
    textarea,
    value,
  );
  act(() => {
    textarea.dispatchEvent(new Event('input', {bubbles: true}));
  });
}

describe('Generator', () => {
  it('ends "Generating…" with a message when the parser throws', async () => {
    const container = render();
    typeRequest(container, `curl https://api.example.com --json '{"a":{"a":{"a":1}}}'`);
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    const status = container.querySelector('[role="status"]')!;
    const alert = container.querySelector('[role="alert"]')!;
    await vi.waitFor(() => expect(alert.textContent).not.toBe(''));
    expect(status.textContent).toBe('');
    expect(alert.textContent).toBe(
      'The generator stopped unexpectedly (Maximum call stack size exceeded) and made no config. Remove parts of the request you do not need, such as a large body, and try again; if it keeps failing, write the http target by hand from the HTTP target docs.',
    );
  });

  it('states its input limits beside the request box', () => {
    const container = render();
    expect(container.textContent).toContain(
      'Up to 1,000,000 characters, with a JSON body nested at most 64 levels deep.',
    );
  });
});
