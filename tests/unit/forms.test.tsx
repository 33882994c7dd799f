import {afterEach, describe, expect, it, vi} from 'vitest';
import {createRoot, type Root} from 'react-dom/client';
import {act} from 'react';
import ContactForm from '@site/src/pages/contact/_components/ContactForm';
import FeedbackForm from '@site/src/pages/feedback/_components/FeedbackForm';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(endpoint: string | null): HTMLFormElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<ContactForm endpoint={endpoint} />));
  return container.querySelector('form')!;
}

function field(form: HTMLFormElement, name: string) {
  return form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    `[name="${name}"]`,
  )!;
}

/** Sets a value the way a keystroke does, so React's onChange sees it. */
function type(form: HTMLFormElement, name: string, value: string) {
  const element = field(form, name);
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  act(() => {
    element.dispatchEvent(
      new Event(element.tagName === 'SELECT' ? 'change' : 'input', {bubbles: true}),
    );
  });
}

function fillValid(form: HTMLFormElement) {
  type(form, 'name', 'Ada Park');
  type(form, 'email', 'ada@example.com');
  type(form, 'topic', 'sales');
  type(form, 'message', 'We want to red-team our support bot before launch.');
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.requestSubmit();
  });
}

describe('contact form', () => {
  it('focuses the first invalid field and sends nothing when empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const form = render('https://forms.example.com/contact');
    await submit(form);
    expect(document.activeElement).toBe(field(form, 'name'));
    expect(field(form, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(form.textContent).toContain('Enter your name.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts to the configured endpoint, thanks the visitor and clears the form', async () => {
    const fetchMock = vi.fn(async () => new Response(null, {status: 200}));
    vi.stubGlobal('fetch', fetchMock);
    const form = render('https://forms.example.com/contact');
    expect(form.textContent).toContain('sends your message straight to the team');
    fillValid(form);
    await submit(form);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/contact');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Ada Park',
      topic: 'sales',
      inbox: 'sales@crucible.dev',
    });
    expect(form.querySelector('[role="status"]')!.textContent).toContain('your message reached us');
    expect(field(form, 'name').value).toBe('');
  });

  it('keeps every answer and offers the email instead when the endpoint fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', {status: 502})),
    );
    const form = render('https://forms.example.com/contact');
    fillValid(form);
    await submit(form);
    const status = form.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('Your message was not sent.');
    expect(status.textContent).toContain('HTTP 502');
    expect(status.querySelector('a')!.getAttribute('href')).toMatch(
      /^mailto:sales@crucible\.dev\?/,
    );
    expect(field(form, 'name').value).toBe('Ada Park');
    expect(field(form, 'message').value).toContain('red-team our support bot');
  });

  it('says it will open an email app when no endpoint is configured', () => {
    const form = render(null);
    expect(form.textContent).toContain('no form service configured');
    expect(form.querySelector('button')!.textContent).toBe('Open in my email app');
  });
});

describe('feedback form', () => {
  it('focuses the page field first and marks the unanswered rating group', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<FeedbackForm endpoint={null} />));
    const form = container.querySelector('form')!;
    await submit(form);
    expect(document.activeElement).toBe(field(form, 'subject'));
    expect(form.querySelector('fieldset')!.textContent).toContain('Choose a rating from 1');
    expect(form.textContent).toContain('no form service configured');
  });

  it('sends the answers once and clears them after the endpoint accepts', async () => {
    const fetchMock = vi.fn(async () => new Response(null, {status: 202}));
    vi.stubGlobal('fetch', fetchMock);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<FeedbackForm endpoint="https://forms.example.com/feedback" />));
    const form = container.querySelector('form')!;
    type(form, 'subject', '/docs/getting-started/');
    act(() => {
      form.querySelector<HTMLInputElement>('input[value="4"]')!.click();
    });
    type(form, 'comment', 'The install step misses the Node version.');
    await submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(
      JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string),
    ).toMatchObject({
      subject: '/docs/getting-started/',
      rating: '4',
    });
    expect(form.querySelector('[role="status"]')!.textContent).toContain('reached the team');
    expect(field(form, 'comment').value).toBe('');
  });
});
