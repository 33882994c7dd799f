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

describe('contact form', () => {
  it('points out the missing fields and focuses the first one instead of sending', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/contact/');
    const form = page.locator('form');
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
