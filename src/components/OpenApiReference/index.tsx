import type {ReactNode} from 'react';
import InlineText from '@site/src/components/InlineText';
import OperationView from './Operation';
import {operationsOfTag, type OpenApiDocument} from './openApi';

// The page's table of contents lists the endpoints this component renders: plugins/component-toc
// imports this beside the component wherever a page uses it.
export {tocItems} from './toc';

type Props = {
  /** The OpenAPI document, imported from static/openapi.json by the page. */
  spec: OpenApiDocument;
  /** Which tag's operations to show; the page gives each tag its own section heading. */
  tag: string;
};

/**
 * The endpoints of one OpenAPI tag, rendered at build time from the spec file so the reference
 * is in the page's HTML (searchable, readable without JavaScript) and ships only with that page.
 */
export default function OpenApiOperations({spec, tag}: Props): ReactNode {
  const operations = operationsOfTag(spec, tag);
  const description = spec.tags?.find((entry) => entry.name === tag)?.description;
  return (
    <>
      {description && (
        <p>
          <InlineText text={description} />
        </p>
      )}
      {operations.map((operation) => (
        <OperationView key={operation.id} spec={spec} operation={operation} />
      ))}
    </>
  );
}
