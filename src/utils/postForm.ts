/**
 * Sends a form's answers as JSON to the endpoint configured for it and turns every way that can
 * fail into one sentence a visitor can act on. Never throws: the forms keep what was typed and
 * offer the email fallback whenever the result is not `ok`.
 */

export type PostResult = {ok: true} | {ok: false; reason: string};

export const POST_TIMEOUT_MS = 15_000;

type Options = {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

export async function postForm(
  endpoint: string,
  payload: Readonly<Record<string, string>>,
  {fetchImpl = fetch, timeoutMs = POST_TIMEOUT_MS}: Options = {},
): Promise<PostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) {
      return {ok: true};
    }
    if (response.status === 429) {
      return {ok: false, reason: 'Our form service is receiving too many messages right now.'};
    }
    return {
      ok: false,
      reason: `Our form service answered with an error (HTTP ${response.status}).`,
    };
  } catch {
    if (controller.signal.aborted) {
      return {
        ok: false,
        reason: `Our form service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
      };
    }
    return {
      ok: false,
      reason: 'Your browser could not reach our form service; you may be offline.',
    };
  } finally {
    clearTimeout(timer);
  }
}
