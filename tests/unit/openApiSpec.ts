/**
 * Checks an OpenAPI document the way the API reference page needs it: valid OpenAPI 3.1 with every
 * $ref resolvable (swagger-parser), and every operation complete enough to render (a declared
 * tag, declared path parameters, an example for its success response).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import {listOperations, type OpenApiDocument} from '@site/src/components/OpenApiReference/openApi';

export async function checkOpenApi(spec: unknown): Promise<string[]> {
  try {
    // validate() dereferences in place, so it gets a copy.
    await SwaggerParser.validate(structuredClone(spec) as never);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  const document = spec as OpenApiDocument;
  const tags = new Set((document.tags ?? []).map((tag) => tag.name));
  for (const operation of listOperations(document)) {
    const where = `${operation.method} ${operation.path}`;
    if (!tags.has(operation.tag)) {
      problems.push(`${where}: tag "${operation.tag}" is not declared under tags`);
    }
    for (const name of operation.path.match(/\{[^}]+\}/g) ?? []) {
      const declared = operation.parameters.some(
        (parameter) => parameter.in === 'path' && `{${parameter.name}}` === name,
      );
      if (!declared) {
        problems.push(`${where}: path parameter ${name} is not declared`);
      }
    }
    const success = operation.responses.find((response) => response.status.startsWith('2'));
    if (!success?.example) {
      problems.push(`${where}: its success response has no example`);
    }
  }
  return problems;
}
