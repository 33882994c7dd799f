/**
 * @vitest-environment node
 *
 * The HTTP config generator (/http-config-generator/) against hostile pastes. Each input here
 * once froze the tab for seconds to minutes, because a loop or a regex did work quadratic in its
 * size. Each now runs in a worker thread with a deadline many times what the linear code needs and
 * far below what the quadratic code took (see deadline/runWithDeadline.ts), so the test fails by
 * "did not finish", never by a tight timing on this thread.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  MAX_INPUT_CHARS,
  MAX_JSON_DEPTH,
  generateConfig,
  type GenerateInput,
  type GenerateResult,
} from '../../src/lib/httpConfigGenerator';
import {runWithDeadline} from './deadline/runWithDeadline';

const GENERATE_CONFIG = path.resolve('src/lib/httpConfigGenerator/generateConfig.ts');
const DEADLINE_MS = 5000;
// The worker's start-up and the deadline, with room for a busy machine.
const TEST_TIMEOUT_MS = 60_000;

/** Generates in a worker; throws if it does not finish by the deadline. */
async function generateInWorker(input: Partial<GenerateInput>): Promise<GenerateResult> {
  const full: GenerateInput = {mode: 'curl', scheme: 'https', requestText: '', sampleText: ''};
  Object.assign(full, input);
  expect(full.requestText.length, 'the paste fits the input limit').toBeLessThanOrEqual(
    MAX_INPUT_CHARS,
  );
  const outcome = await runWithDeadline<GenerateResult>(
    GENERATE_CONFIG,
    'generateConfig',
    [full],
    DEADLINE_MS,
  );
  if (!outcome.finished) throw new Error(`The generator did not finish within ${DEADLINE_MS} ms.`);
  return outcome.value;
}

function generated(result: GenerateResult): Extract<GenerateResult, {ok: true}> {
  if (!result.ok) throw new Error(`expected a config, got the error: ${result.error}`);
  return result;
}

function refused(result: GenerateResult): string {
  if (result.ok) throw new Error('expected an error, got a config');
  return result.error;
}

function repeat(count: number, make: (index: number) => string, separator = ' '): string {
  return Array.from({length: count}, (_, index) => make(index)).join(separator);
}

describe('the generator stays linear on hostile pastes', {timeout: TEST_TIMEOUT_MS}, () => {
  it('names 30,000 secret headers API_KEY, API_KEY_2 … API_KEY_30000', async () => {
    const headers = repeat(30_000, (i) => `-H 'X-Api-Key-${i}: secret'`);
    const result = generated(
      await generateInWorker({requestText: `curl https://api.example.com ${headers}`}),
    );
    expect(result.config.yaml).toContain("X-Api-Key-0: '{{env.API_KEY}}'");
    expect(result.config.yaml).toContain("X-Api-Key-29999: '{{env.API_KEY_30000}}'");
  });

  it('names 40,000 token fields in a JSON body TOKEN … TOKEN_40000', async () => {
    const body = JSON.stringify({items: Array.from({length: 40_000}, () => ({token: 't'}))});
    const result = generated(
      await generateInWorker({requestText: `curl https://api.example.com --json '${body}'`}),
    );
    expect(result.config.yaml).toContain("token: '{{env.TOKEN_40000}}'");
  });

  it('skips 400,000 shell prompts before the command', async () => {
    const result = generated(
      await generateInWorker({requestText: `${'$ '.repeat(400_000)}curl https://api.example.com`}),
    );
    expect(result.request.url).toBe('https://api.example.com');
  });

  it('lists 100,000 unknown options and 50,000 --no- options once each', async () => {
    for (const [count, make] of [
      [100_000, (i: number) => `--x${i}`],
      [50_000, (i: number) => `--no-x${i}`],
    ] as const) {
      const first = make(0);
      const result = generated(
        await generateInWorker({
          requestText: `curl https://api.example.com ${repeat(count, make)} ${first}`,
        }),
      );
      const note = result.notes.find((text) => text.startsWith(`Ignored ${first}, `));
      expect(note?.split(`${first}, `), `${first} is listed once`).toHaveLength(2);
    }
  });

  it('reads a URL with a line break after 200,000 characters of host', async () => {
    const result = generated(
      await generateInWorker({
        requestText: `curl $'https://${'a'.repeat(200_000)}/\\n/'`,
      }),
    );
    expect(result.config.yaml).toContain('id: http');
  });

  it('reads raw requests whose lines hold 200,000 spaces and a stray carriage return', async () => {
    const spaces = ' '.repeat(200_000);
    const requestLine = refused(
      await generateInWorker({mode: 'raw', requestText: `GET /a HTTP/1.1${spaces}x\ry\nHost: a`}),
    );
    expect(requestLine).toMatch(/^Line 1 should be the request line/);
    const pseudoHeader = refused(
      await generateInWorker({
        mode: 'raw',
        requestText: `GET /a HTTP/1.1\nHost: a.example.com\n:path:${spaces}/b\r/c\n\nbody`,
      }),
    );
    expect(pseudoHeader).toBe('Header on line 3 has no name before its colon.');
    const trailingSpace = generated(
      await generateInWorker({
        mode: 'raw',
        requestText: `POST /a HTTP/1.1\nHost: a.example.com\n\nx${spaces}y`,
      }),
    );
    expect(trailingSpace.request.body).toHaveLength(200_002);
  });
});

describe('JSON nesting limit', () => {
  const nested = (depth: number): string =>
    `${'{"a":'.repeat(depth - 1)}["x"]${'}'.repeat(depth - 1)}`;

  it(`reads a body nested ${MAX_JSON_DEPTH} levels deep`, () => {
    const result = generated(
      generateConfig({
        mode: 'curl',
        scheme: 'https',
        requestText: `curl https://api.example.com --json '${nested(MAX_JSON_DEPTH)}'`,
        sampleText: '',
      }),
    );
    expect(result.config.yaml).toContain('- x');
  });

  it.each([MAX_JSON_DEPTH + 1, 2_000, 5_000])(
    'refuses a body nested %i levels deep, in either format, with the limit in the message',
    (depth) => {
      const message = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; the generator reads up to ${MAX_JSON_DEPTH}. Remove the deeply nested parts you do not need and try again.`;
      for (const [mode, requestText] of [
        ['curl', `curl https://api.example.com --json '${nested(depth)}'`],
        ['raw', `POST /chat HTTP/1.1\nHost: api.example.com\n\n${nested(depth)}`],
      ] as const) {
        expect(refused(generateConfig({mode, scheme: 'https', requestText, sampleText: ''}))).toBe(
          message,
        );
      }
    },
  );

  it('counts only brackets outside strings, and leaves a body that is not JSON alone', () => {
    const text = JSON.stringify({message: '['.repeat(1000), note: '{'.repeat(1000)});
    const inString = generated(
      generateConfig({
        mode: 'curl',
        scheme: 'https',
        requestText: `curl https://api.example.com --json '${text}'`,
        sampleText: '',
      }),
    );
    expect(inString.config.promptField).toBe('message');
    const notJson = generated(
      generateConfig({
        mode: 'curl',
        scheme: 'https',
        requestText: `curl https://api.example.com -H 'Content-Type: application/json' -d '${'['.repeat(1000)}'`,
        sampleText: '',
      }),
    );
    expect(
      notJson.notes.some((note) => note.startsWith('The body looks like JSON but does not parse')),
    ).toBe(true);
  });
});
