import {describe, expect, it, vi} from 'vitest';
import {postForm} from '@site/src/utils/postForm';

const payload = {name: 'Ada', message: 'Hello there, this is a test.'};

describe('posting a form to its endpoint', () => {
  it('sends the answers as JSON and reports success on a 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, {status: 204}));
    await expect(postForm('https://forms.example.com/c', payload, {fetchImpl})).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/c');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('names the HTTP status of a failing service', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', {status: 503}));
    const result = await postForm('https://forms.example.com/c', payload, {fetchImpl});
    expect(result).toEqual({ok: false, reason: expect.stringContaining('HTTP 503')});
  });

  it('says so when the service is rate limiting', async () => {
    const fetchImpl = vi.fn(async () => new Response('', {status: 429}));
    const result = await postForm('https://forms.example.com/c', payload, {fetchImpl});
    expect(result).toEqual({ok: false, reason: expect.stringContaining('too many messages')});
  });

  it('suggests being offline when the request cannot be made', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await postForm('https://forms.example.com/c', payload, {fetchImpl});
    expect(result).toEqual({ok: false, reason: expect.stringContaining('offline')});
  });

  it('gives up after the timeout instead of hanging', async () => {
    const fetchImpl = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const result = await postForm('https://forms.example.com/c', payload, {
      fetchImpl: fetchImpl as typeof fetch,
      timeoutMs: 20,
    });
    expect(result).toEqual({ok: false, reason: expect.stringContaining('did not answer within')});
  });
});
