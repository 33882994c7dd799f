import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import spec from '@site/static/openapi.json';
import {
  anchorFor,
  curlExample,
  listOperations,
  propertyRows,
  typeLabel,
  type OpenApiDocument,
} from '@site/src/components/OpenApiReference/openApi';
import {checkOpenApi} from './openApiSpec';

const document = spec as unknown as OpenApiDocument;

describe('the API reference OpenAPI file (static/openapi.json)', () => {
  it('is valid OpenAPI 3.1 and complete enough to render every operation', async () => {
    expect(await checkOpenApi(spec)).toEqual([]);
  });

  it('rejects a fixture with a dangling $ref', async () => {
    const broken = JSON.parse(readFileSync('tests/fixtures/openapi/broken.json', 'utf8'));
    expect((await checkOpenApi(broken)).join('\n')).toMatch(/#\/components\/schemas\/Missing/);
  });

  it('rejects an operation without a response example or with an undeclared tag', async () => {
    const copy = structuredClone(spec) as unknown as OpenApiDocument;
    const getEval = copy.paths['/evals/{eval_id}'].get as {
      tags: string[];
      responses: Record<string, {content: Record<string, {example?: unknown}>}>;
    };
    delete getEval.responses['200'].content['application/json'].example;
    getEval.tags = ['Evaluations'];
    const problems = (await checkOpenApi(copy)).join('\n');
    expect(problems).toMatch(/GET \/evals\/\{eval_id\}: its success response has no example/);
    expect(problems).toMatch(/tag "Evaluations" is not declared/);
  });

  it('documents the endpoints the docs and webhooks pages rely on', () => {
    const ids = listOperations(document).map((operation) => operation.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listEvals',
        'createEval',
        'listFindings',
        'updateFinding',
        'createWebhook',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('reading operations for the page', () => {
  const operations = listOperations(document);
  const getEval = operations.find((operation) => operation.id === 'getEval')!;
  const startScan = operations.find((operation) => operation.id === 'startScan')!;

  it('merges path-level parameters and makes heading anchors from operation ids', () => {
    expect(getEval.parameters.map((parameter) => parameter.name)).toEqual(['eval_id']);
    expect(anchorFor('listServiceAccounts')).toBe('list-service-accounts');
  });

  it('labels types by schema name, enum values or array item', () => {
    expect(typeLabel(document, {$ref: '#/components/schemas/Severity'})).toBe(
      'critical | high | medium | low',
    );
    expect(
      typeLabel(document, {type: 'array', items: {$ref: '#/components/schemas/Webhook'}}),
    ).toBe('array of Webhook');
    expect(typeLabel(document, {type: ['string', 'null'], format: 'date-time'})).toBe(
      'string (date-time) or null',
    );
  });

  it('lists request fields with the required ones marked', () => {
    const rows = propertyRows(document, startScan.body!.schema);
    expect(rows.map((row) => [row.name, row.required])).toEqual([
      ['team_id', true],
      ['name', true],
      ['target', true],
      ['redteam', true],
    ]);
  });

  it('builds a curl command with the example ids, query and body filled in', () => {
    expect(curlExample(document, getEval)).toBe(
      'curl "https://app.crucible.dev/api/v1/evals/f3a9c1e0-5b7d-4c2a-9e61-0d8b7a3c2f14" \\\n' +
        '  -H "Authorization: Bearer $API_KEY"',
    );
    const curl = curlExample(document, startScan);
    expect(curl).toMatch(/^curl -X POST "https:\/\/app\.crucible\.dev\/api\/v1\/scans"/);
    expect(curl).toContain(`-d '{"team_id":"team_7Hc2Qx"`);
  });
});
