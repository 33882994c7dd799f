import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const CURL = `curl https://api.example.com/v1/chat \\
  -H 'Authorization: Bearer sk-live-123' \\
  -H 'Content-Type: application/json' \\
  -d '{"message": "What is my order status?", "channel": "web"}'`;

describe('HTTP config generator', () => {
  it('turns a curl command into http provider YAML with the prompt placeholder', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/http-config-generator/');
    await page.getByRole('textbox').first().fill(CURL);
    await page.getByRole('button', {name: /^Generate/}).click();
    const output = page.locator('pre code').filter({hasText: 'yaml-language-server'});
    await output.waitFor();
    const yaml = await output.innerText();
    assert.match(yaml, /id: http/);
    assert.match(yaml, /url: https:\/\/api\.example\.com\/v1\/chat/);
    assert.match(yaml, /\{\{prompt\}\}/);
    assert.doesNotMatch(yaml, /sk-live-123/, 'the secret is not copied into the config');
    // Output made in the browser has no tokens from the build; the highlighter loads for it.
    await output.locator('.token.atrule').first().waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('explains what is wrong with a broken command', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/http-config-generator/');
    await page
      .getByRole('textbox')
      .first()
      .fill("curl -H 'Authorization: Bearer x https://api.example.com");
    await page.getByRole('button', {name: /^Generate/}).click();
    await page.getByRole('alert').filter({hasText: /quote/i}).waitFor();
    await context.close();
  });
});

describe("the tools' paste boxes", () => {
  // Code must keep its lines: a wrapped YAML or curl line reads as two, and its indentation lies.
  for (const route of ['/validator/', '/http-config-generator/']) {
    it(`${route} scrolls a long line sideways instead of wrapping it`, async () => {
      const {page, context} = await openContext(site);
      await visit(page, site.baseUrl, route);
      const box = page.getByRole('textbox').first();
      await box.fill(
        `description: ${'a long value that runs past the edge of the box '.repeat(6)}`,
      );
      // A wrapped line never overflows the box's width; an unwrapped one does.
      const {scrollWidth, clientWidth} = await box.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      assert.ok(
        scrollWidth > clientWidth,
        `the line overflows sideways (${scrollWidth} > ${clientWidth})`,
      );
      await context.close();
    });
  }
});

describe('contact form', () => {
  it('points out the missing fields and focuses the first one instead of sending', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/contact/');
    const form = page.locator('form');
    // This build has no CRUCIBLE_CONTACT_ENDPOINT, so the form must say it hands over to email.
    assert.match(await form.innerText(), /no form service configured/);
    await form.getByRole('button', {name: 'Open in my email app'}).click();
    const focusedLabel = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    assert.equal(focusedLabel, 'name');
    assert.ok(
      (await form.locator('[aria-invalid="true"]').count()) >= 3,
      'invalid fields are marked',
    );
    await context.close();
  });
});

describe('config validator', () => {
  const VALID = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
prompts:
  - 'Answer briefly: {{question}}'
providers:
  - openai:chat:gpt-4.1-mini
tests:
  - vars:
      question: What is 2 + 2?
    assert:
      - type: contains
        value: '4'
`;

  async function validate(page, text) {
    await page.getByRole('textbox').first().fill(text);
    await page.getByRole('button', {name: 'Validate', exact: true}).click();
    return page.getByRole('status');
  }

  it('says a valid config has no problems', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/validator/');
    const status = await validate(page, VALID);
    await status.getByText(/No problems found/).waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('lists schema problems with their line and a suggested fix', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/validator/');
    await validate(page, VALID.replace('type: contains', 'type: contians'));
    const problems = page.getByRole('list', {name: 'Problems found'});
    await problems.waitFor();
    const text = await problems.innerText();
    assert.match(text, /contians/);
    assert.match(text, /contains/, 'suggests the right assertion type');
    assert.match(text, /line 10\b/i, 'the misspelt type is on line 10');
    await context.close();
  });

  it('reports malformed YAML with its line instead of crashing', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/validator/');
    await validate(page, 'prompts:\n  - [unclosed\nproviders: x');
    const problems = page.getByRole('list', {name: 'Problems found'});
    await problems.waitFor();
    assert.match(await problems.innerText(), /line \d+/i);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});

describe('red-team plugin table', () => {
  it('narrows the table as a reader types or picks a framework, and says when nothing matches', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/red-team/plugins/');
    const rows = page.locator('table tbody tr');
    const all = await rows.count();
    assert.ok(all >= 60, `the full table lists every plugin (${all})`);

    await page.getByLabel('Filter plugins').fill('injection');
    await page
      .getByRole('status')
      .filter({hasText: /of \d+ plugins match/})
      .waitFor();
    const names = await page.locator('table tbody th a').allInnerTexts();
    assert.ok(names.includes('SQL injection') && names.includes('Indirect prompt injection'));
    assert.ok(names.length < all);

    await page.getByLabel('Filter plugins').fill('');
    await page.getByLabel('Framework').selectOption({label: 'OWASP API Top 10'});
    const apiRows = await page.locator('table tbody th a').allInnerTexts();
    assert.ok(apiRows.includes('Broken object-level authorization'));
    assert.ok(!apiRows.includes('XSTest'), 'plugins without that framework are hidden');

    await page.getByLabel('Filter plugins').fill('no such plugin anywhere');
    await page.getByText('No plugin matches.').waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});
