import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import InlineText from '@site/src/components/InlineText';
import {
  OPERATION_HEADING_LEVEL,
  OPERATION_TABLES,
  REQUIRED_MARK,
  bodyCaption,
  codeExamples,
  propertyRows,
  typeLabel,
  type OpenApiDocument,
  type Operation,
} from './openApi';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

type Props = {spec: OpenApiDocument; operation: Operation};

/** One endpoint: method and path, what it does, its inputs, its responses and worked examples. */
export default function OperationView({spec, operation}: Props): ReactNode {
  const {body, parameters, responses} = operation;
  const bodyRows = body ? propertyRows(spec, body.schema) : [];
  return (
    <section className={styles.operation} data-operation-id={operation.id}>
      <Heading as={`h${OPERATION_HEADING_LEVEL}`} id={operation.anchor}>
        {operation.summary}
      </Heading>
      <p className={styles.endpoint}>
        <span className={clsx(styles.method, styles[operation.method.toLowerCase()])}>
          {operation.method}
        </span>{' '}
        <code>{operation.path}</code>
      </p>
      {operation.description && (
        <p>
          <InlineText text={operation.description} />
        </p>
      )}

      {parameters.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{OPERATION_TABLES.parameters.caption}</caption>
            <TableHead columns={OPERATION_TABLES.parameters.columns} />
            <tbody>
              {parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required && <span className={styles.required}>{REQUIRED_MARK}</span>}
                  </td>
                  <td>{parameter.in}</td>
                  <td>{typeLabel(spec, parameter.schema)}</td>
                  <td>
                    <InlineText text={parameter.description ?? ''} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {body && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{bodyCaption(body)}</caption>
            <TableHead columns={OPERATION_TABLES.body.columns} />
            <tbody>
              {bodyRows.map((row) => (
                <tr key={row.name}>
                  <td>
                    <code>{row.name}</code>
                    {row.required && <span className={styles.required}>{REQUIRED_MARK}</span>}
                  </td>
                  <td>{row.type}</td>
                  <td>
                    <InlineText text={row.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{OPERATION_TABLES.responses.caption}</caption>
          <TableHead columns={OPERATION_TABLES.responses.columns} />
          <tbody>
            {responses.map((response) => (
              <tr key={response.status}>
                <td>
                  <code>{response.status}</code>
                </td>
                <td>
                  <InlineText text={response.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {codeExamples(spec, operation).map(({key, language, title, code}) => (
        <CodeBlock
          key={key}
          language={language}
          title={title}
          prebuiltTokens={spec['x-prebuilt-tokens']?.[key]}
        >
          {code}
        </CodeBlock>
      ))}
    </section>
  );
}
