import type {ReactNode} from 'react';
import CodeBlock, {type Props as CodeBlockProps} from '@theme/CodeBlock';
import type {HighlightedCodeFile} from '@site/plugins/build-time-highlighting/codeFiles';

type Props = Omit<CodeBlockProps, 'children' | 'language' | 'prebuiltTokens'> & {
  /** A code file imported with `?highlight`: `import policy from './Policy.policy.yaml?highlight'`. */
  code: HighlightedCodeFile;
};

/**
 * A code file as a code block highlighted at build time, for React pages: the theme's CodeBlock
 * gets the code, language and tokens as a fenced block in MDX gives them, so the markup is the
 * same. Title and other block options are props: `<HighlightedCode code={policy} title="policy.yaml" />`.
 */
export default function HighlightedCode({
  code: {code, language, prebuiltTokens},
  ...props
}: Props): ReactNode {
  return (
    <CodeBlock {...props} language={language} prebuiltTokens={prebuiltTokens}>
      {code}
    </CodeBlock>
  );
}
