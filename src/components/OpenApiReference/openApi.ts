/**
 * Reads the parts of an OpenAPI 3.1 document the reference page shows: operations grouped by tag,
 * their parameters, bodies and responses with local `$ref`s resolved, schema property rows and a
 * curl example per operation. Pure, so the page and its tests see the same model.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

type Ref = {$ref: string};

type RawParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
};

type RawMedia = {schema?: JsonSchema; example?: unknown};

type RawOperation = {
  operationId: string;
  tags?: string[];
  summary: string;
  description?: string;
  parameters?: (RawParameter | Ref)[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, RawMedia>} | Ref;
  responses: Record<string, {description: string; content?: Record<string, RawMedia>} | Ref>;
};

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; version: string};
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  /**
   * Build-time highlighting of the worked examples, by CodeExample key. Not in the file: the
   * build adds it when the page imports the file with `?prebuilt-tokens`
   * (plugins/build-time-highlighting/loaders.ts).
   */
  'x-prebuilt-tokens'?: Record<string, string>;
};

export type Parameter = Omit<RawParameter, 'schema'> & {schema: JsonSchema};

export type Response = {status: string; description: string; example?: unknown};

export type Operation = {
  id: string;
  /** The heading id, e.g. `list-evals` for operationId `listEvals`. */
  anchor: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  parameters: Parameter[];
  body?: {required: boolean; description?: string; schema: JsonSchema; example?: unknown};
  responses: Response[];
};

export type PropertyRow = {name: string; type: string; required: boolean; description: string};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isRef(value: unknown): value is Ref {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

/** Follows a local `#/...` reference (and any reference it points to in turn). */
export function resolve<T>(spec: OpenApiDocument, value: T | Ref): T {
  let current: unknown = value;
  for (let hops = 0; isRef(current); hops++) {
    const pointer = current.$ref;
    if (!pointer.startsWith('#/') || hops > 20) {
      throw new Error(`Cannot resolve $ref "${pointer}": only local references are supported.`);
    }
    current = pointer
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
    if (current === undefined) {
      throw new Error(`Cannot resolve $ref "${pointer}": nothing at that path.`);
    }
  }
  return current as T;
}

/** Each operation's heading level: the page gives every tag an h2 and the component renders under it. */
export const OPERATION_HEADING_LEVEL = 3;

/** `listEvals` → `list-evals`. */
export function anchorFor(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function firstMedia(content?: Record<string, RawMedia>): RawMedia | undefined {
  return content ? (content['application/json'] ?? Object.values(content)[0]) : undefined;
}

/** Every operation in path order, with path-level parameters merged in and references resolved. */
export function listOperations(spec: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = ((item.parameters ?? []) as (RawParameter | Ref)[]).map((p) => resolve(spec, p));
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) {
        continue;
      }
      const own = (raw.parameters ?? []).map((p) => resolve(spec, p));
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ].map((p) => ({...p, schema: p.schema ?? {}}));
      const requestBody = raw.requestBody ? resolve(spec, raw.requestBody) : undefined;
      const bodyMedia = firstMedia(requestBody?.content);
      operations.push({
        id: raw.operationId,
        anchor: anchorFor(raw.operationId),
        tag: raw.tags?.[0] ?? 'Other',
        method: method.toUpperCase(),
        path,
        summary: raw.summary,
        description: raw.description,
        parameters,
        body:
          requestBody && bodyMedia?.schema
            ? {
                required: requestBody.required ?? false,
                description: requestBody.description,
                schema: bodyMedia.schema,
                example: bodyMedia.example,
              }
            : undefined,
        responses: Object.entries(raw.responses).map(([status, value]) => {
          const response = resolve(spec, value);
          return {
            status,
            description: response.description,
            example: firstMedia(response.content)?.example,
          };
        }),
      });
    }
  }
  return operations;
}

/** The operations of one tag, in path order; a tag without any is a mistake in the page. */
export function operationsOfTag(spec: OpenApiDocument, tag: string): Operation[] {
  const operations = listOperations(spec).filter((operation) => operation.tag === tag);
  if (operations.length === 0) {
    throw new Error(`The OpenAPI file has no operations tagged "${tag}".`);
  }
  return operations;
}

/** A short type label: `string`, `integer`, `Stats`, `array of Webhook event`, `open | fixed`. */
export function typeLabel(spec: OpenApiDocument, schema: JsonSchema): string {
  if (schema.$ref) {
    const target = resolve<JsonSchema>(spec, schema as Ref);
    if (target.enum) {
      return target.enum.map(String).join(' | ');
    }
    return schema.$ref.split('/').pop() ?? 'object';
  }
  if (schema.enum) {
    return schema.enum.map(String).join(' | ');
  }
  if (schema.const !== undefined) {
    return JSON.stringify(schema.const);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types
    .map((type) =>
      type === 'array' && schema.items ? `array of ${typeLabel(spec, schema.items)}` : type,
    )
    .map((type) => (schema.format && type === 'string' ? `string (${schema.format})` : type))
    .join(' or ');
}

/** The top-level properties of an object schema, following `$ref` and merging `allOf`. */
export function propertyRows(spec: OpenApiDocument, schema: JsonSchema): PropertyRow[] {
  const target = schema.$ref ? resolve<JsonSchema>(spec, schema as Ref) : schema;
  if (target.allOf) {
    return target.allOf.flatMap((part) => propertyRows(spec, part));
  }
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties ?? {}).map(([name, property]) => {
    const resolved = property.$ref ? resolve<JsonSchema>(spec, property as Ref) : property;
    return {
      name,
      type: typeLabel(spec, property),
      required: required.has(name),
      description: property.description ?? resolved.description ?? '',
    };
  });
}

/**
 * The captions and column headings of an operation's tables. The page's tables (Operation.tsx)
 * and its Markdown copy (plugins/markdown-pages) both use them.
 */
export const OPERATION_TABLES = {
  parameters: {caption: 'Parameters', columns: ['Name', 'In', 'Type', 'Description']},
  body: {columns: ['Field', 'Type', 'Description']},
  responses: {caption: 'Responses', columns: ['Status', 'Meaning']},
} as const;

/** Follows the name of a parameter or field the operation cannot do without. */
export const REQUIRED_MARK = ' required';

/** The request body table's caption: whether the body is optional, and what it is. */
export function bodyCaption(body: NonNullable<Operation['body']>): string {
  return `Request body${body.required ? '' : ' (optional)'}${body.description ? `: ${body.description}` : ''}`;
}

export type CodeExample = {
  /** Unique in the document, e.g. `listEvals:request`. */
  key: string;
  language: 'bash' | 'json';
  title: string;
  code: string;
};

/** The worked examples under an operation: a curl request and, if the spec has one, a response. */
export function codeExamples(spec: OpenApiDocument, operation: Operation): CodeExample[] {
  const examples: CodeExample[] = [
    {
      key: `${operation.id}:request`,
      language: 'bash',
      title: 'Example request',
      code: curlExample(spec, operation),
    },
  ];
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  if (success?.example !== undefined) {
    examples.push({
      key: `${operation.id}:response`,
      language: 'json',
      title: `Example response (${success.status})`,
      code: JSON.stringify(success.example, null, 2),
    });
  }
  return examples;
}

/** A runnable curl command for the operation, built from the first server and the examples. */
export function curlExample(spec: OpenApiDocument, operation: Operation): string {
  const server = spec.servers?.[0]?.url ?? '';
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      path = path.replace(
        `{${parameter.name}}`,
        String(parameter.example ?? `<${parameter.name}>`),
      );
    } else if (parameter.in === 'query' && parameter.example !== undefined) {
      query.push(`${parameter.name}=${encodeURIComponent(String(parameter.example))}`);
    }
  }
  const url = `${server}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const lines = [
    `curl${operation.method === 'GET' ? '' : ` -X ${operation.method}`} "${url}"`,
    `  -H "Authorization: Bearer $API_KEY"`,
  ];
  if (operation.body?.example !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(operation.body.example).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}
