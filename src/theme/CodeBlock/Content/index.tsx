/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/Content/index.tsx). Two
 * changes, fenced: where <Highlight> comes from, and lines memoized; see src/theme/README.md.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
// BEGIN SWIZZLED CODE
// Renders the build's tokens when the block has them; loads prism-react-renderer only when not.
import Highlight from './Highlight';
// END SWIZZLED CODE
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

// BEGIN SWIZZLED CODE
// A block re-renders after hydration (useIsBrowser flips; on a narrow screen, its code turns out
// to scroll) with the same lines, which ./Highlight.tsx keeps as the same objects: memoized, the
// lines and their tokens are not rendered again.
const MemoLine = React.memo(Line);
// END SWIZZLED CODE

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              // BEGIN SWIZZLED CODE
              <MemoLine
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
              // END SWIZZLED CODE
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
