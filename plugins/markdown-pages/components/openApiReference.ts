import type {RootContent} from 'mdast';
import {
  OPERATION_HEADING_LEVEL,
  OPERATION_TABLES,
  REQUIRED_MARK,
  bodyCaption,
  codeExamples,
  operationsOfTag,
  propertyRows,
  typeLabel,
  type OpenApiDocument,
  type Operation,
} from '../../../src/components/OpenApiReference/openApi';
import {
  caption,
  code,
  codeBlock,
  heading,
  inlineText,
  paragraph,
  strong,
  table,
  text,
} from '../mdastBuilders';
import {stringProp, type MarkdownModule} from './types';

/** A code title as Docusaurus reads it from a fence's meta: `title="Example request"`. */
const titleMeta = (title: string) => `title=${JSON.stringify(title)}`;

/** One endpoint, in the order the page shows it (src/components/OpenApiReference/Operation.tsx). */
function operation(spec: OpenApiDocument, op: Operation): RootContent[] {
  const nodes: RootContent[] = [
    heading(OPERATION_HEADING_LEVEL as 3, text(op.summary)),
    paragraph(strong(text(op.method)), text(' '), code(op.path)),
  ];
  if (op.description) nodes.push(paragraph(...inlineText(op.description)));
  if (op.parameters.length > 0) {
    nodes.push(
      caption(OPERATION_TABLES.parameters.caption),
      table(
        OPERATION_TABLES.parameters.columns,
        op.parameters.map((parameter) => [
          [code(parameter.name), ...(parameter.required ? [text(REQUIRED_MARK)] : [])],
          [text(parameter.in)],
          [text(typeLabel(spec, parameter.schema))],
          inlineText(parameter.description ?? ''),
        ]),
      ),
    );
  }
  if (op.body) {
    nodes.push(
      caption(bodyCaption(op.body)),
      table(
        OPERATION_TABLES.body.columns,
        propertyRows(spec, op.body.schema).map((row) => [
          [code(row.name), ...(row.required ? [text(REQUIRED_MARK)] : [])],
          [text(row.type)],
          inlineText(row.description),
        ]),
      ),
    );
  }
  nodes.push(
    caption(OPERATION_TABLES.responses.caption),
    table(
      OPERATION_TABLES.responses.columns,
      op.responses.map((response) => [[code(response.status)], inlineText(response.description)]),
    ),
  );
  for (const example of codeExamples(spec, op)) {
    nodes.push(codeBlock(example.language, example.code, titleMeta(example.title)));
  }
  return nodes;
}

/**
 * src/components/OpenApiReference: the endpoints of one OpenAPI tag, from the same document and
 * the same reading of it (openApi.ts) as the page, worked examples included.
 */
export const openApiReference: MarkdownModule = {
  default: (props) => {
    const spec = props.spec as OpenApiDocument | undefined;
    if (typeof spec !== 'object' || spec === null || !('paths' in spec)) {
      throw new Error('needs the prop spec, the OpenAPI document');
    }
    const tag = stringProp(props, 'tag');
    const description = spec.tags?.find((entry) => entry.name === tag)?.description;
    return [
      ...(description ? [paragraph(...inlineText(description))] : []),
      ...operationsOfTag(spec, tag).flatMap((op) => operation(spec, op)),
    ];
  },
};
