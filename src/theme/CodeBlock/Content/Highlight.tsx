/**
 * Stands in for prism-react-renderer's <Highlight> in the code block's content, with the same
 * props and render function. When the build has highlighted the block (its tokens arrive through
 * PrebuiltTokensContext and match the code), it renders those tokens and no Prism is loaded. Any
 * other block loads the real <Highlight> on demand and shows the code as plain text until then.
 */
import React, {lazy, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import {decodeHighlightTokens, type HighlightLines} from '@site/src/utils/highlightTokens';
import {useCodeBlockHighlight} from '../highlightContext';

const BrowserHighlight = lazy(() => import('./browserHighlight'));

type Props = Required<Pick<HighlightProps, 'theme' | 'code' | 'language' | 'children'>>;

type TokenStyles = Record<string, CSSProperties | undefined>;

/** Each token type's style in `theme` for `language`, later theme entries overriding earlier. */
function tokenStylesFor(theme: PrismTheme, language: string): TokenStyles {
  const styles: TokenStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) {
      styles[type] = {...styles[type], ...entry.style} as CSSProperties;
    }
  }
  return styles;
}

/**
 * The render-function arguments <Highlight> would pass for these lines, down to each token's
 * class names and inline style, so the markup is the same whichever path rendered it.
 */
function renderPropsFor(theme: PrismTheme, language: string, lines: HighlightLines): RenderProps {
  const styles = tokenStylesFor(theme, language);
  // Lines take the theme's text colour; the background belongs to the <pre> alone.
  const lineStyle = {...theme.plain, backgroundColor: undefined} as CSSProperties;
  // Prism's "empty" token fills a blank line so it keeps its height.
  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    const filler: CSSProperties | undefined = empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && types[0] === 'plain') return filler;
    if (types.length === 1 && empty) return styles[types[0]];
    return Object.assign({}, filler, ...types.map((type) => styles[type]));
  };
  return {
    tokens: lines,
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
    // `line` is input for the props, not a DOM attribute, so it is left out of `rest`.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    getLineProps: ({className, style, line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...lineStyle, ...style} : lineStyle,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const ownStyle = tokenStyle(token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...ownStyle, ...style} : ownStyle,
      };
    },
  };
}

/** `code` as unhighlighted lines, shown while the highlighter loads. */
function plainLines(code: string): HighlightLines {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === ''
        ? [{types: ['plain'], content: '\n', empty: true}]
        : [{types: ['plain'], content}],
    );
}

/** Decoded prebuilt tokens, or the code as plain text (with a warning) when they do not fit it. */
function usePrebuiltLines(prebuiltTokens: string | undefined, code: string) {
  return useMemo(() => {
    if (prebuiltTokens === undefined) return undefined;
    const lines = decodeHighlightTokens(prebuiltTokens, code);
    if (lines) return lines;
    // Printed while the site builds. Only a change to how the theme prepares code (or a bug)
    // makes code differ from what the build tokenized; the block stays readable, unhighlighted.
    console.warn(
      `Code block shown unhighlighted: its build-time tokens do not match its code:\n${code}`,
    );
    return plainLines(code);
  }, [prebuiltTokens, code]);
}

export default function Highlight({theme, code, language, children}: Props): ReactNode {
  const {prebuiltTokens, plainText} = useCodeBlockHighlight();
  const prebuiltLines = usePrebuiltLines(prebuiltTokens, code);
  const lines = prebuiltLines ?? (plainText ? plainLines(code) : undefined);
  if (lines) return children(renderPropsFor(theme, language.toLowerCase(), lines));
  return (
    <BrowserHighlight theme={theme} code={code} language={language}>
      {children}
    </BrowserHighlight>
  );
}
