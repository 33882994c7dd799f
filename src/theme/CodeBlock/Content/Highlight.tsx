/**
 * Stands in for prism-react-renderer's <Highlight> in the code block's content, with the same
 * props and render function. When the build has highlighted the block (its tokens arrive through
 * CodeBlockHighlightContext), it renders those tokens and no Prism is loaded. A block without them
 * (code a React component builds, or code made in the browser) renders as plain text, on the
 * server and while hydrating alike, then loads the real <Highlight> and re-renders highlighted.
 */
import {useEffect, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import {decodeHighlightTokens, type HighlightLines} from '@site/src/utils/highlightTokens';
import {usePrebuiltTokens} from '../highlightContext';

type BrowserHighlight = (typeof import('./browserHighlight'))['default'];

/** The browser highlighter once any code block has loaded it. */
let loadedBrowserHighlight: BrowserHighlight | undefined;

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

/** Marks a block shown as plain text until the browser highlighter arrives; a build test checks. */
export const AWAITING_HIGHLIGHTER_CLASS = 'prism-code--awaiting-highlighter';

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

/** Decoded prebuilt tokens; undefined (with a warning) when there are none or they do not fit. */
function usePrebuiltLines(prebuiltTokens: string | undefined, code: string) {
  return useMemo(() => {
    if (prebuiltTokens === undefined) return undefined;
    const lines = decodeHighlightTokens(prebuiltTokens, code);
    // Printed while the site builds. Only a change to how the theme prepares code (or a bug) makes
    // code differ from what the build tokenized; the block is then highlighted in the browser.
    if (!lines) console.warn(`Code block tokens from the build do not match its code:\n${code}`);
    return lines;
  }, [prebuiltTokens, code]);
}

/**
 * Whether prism-react-renderer's <Highlight> has loaded, loading it when `wanted`. Always false on
 * the server and in the first render in the browser, so hydration sees what the server rendered.
 */
function useBrowserHighlight(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let mounted = true;
    const show = () => mounted && setLoaded(true);
    if (loadedBrowserHighlight) {
      show();
    } else {
      import('./browserHighlight').then(
        ({default: loadedHighlight}) => {
          loadedBrowserHighlight = loadedHighlight;
          show();
        },
        // Offline, or after a deploy removed the chunk: the code stays readable as plain text.
        () => undefined,
      );
    }
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return wanted && loaded;
}

/** Renders through prism-react-renderer's <Highlight>; only rendered once it has loaded. */
function LoadedBrowserHighlight(props: Props): ReactNode {
  const BrowserHighlight = loadedBrowserHighlight!;
  return <BrowserHighlight {...props} />;
}

/**
 * The render props for the build's lines (or plain lines), the same objects for as long as the
 * block's code and theme are: the block re-renders after hydration (once the browser is known, and
 * when it finds its code scrolls), and stable lines and `get*Props` let the memoized lines in
 * ./index.tsx skip re-rendering every line and token.
 */
function useStableRenderProps(
  theme: PrismTheme,
  language: string,
  code: string,
  prebuiltLines: HighlightLines | undefined,
): RenderProps {
  return useMemo(() => {
    const renderProps = renderPropsFor(
      theme,
      language.toLowerCase(),
      prebuiltLines ?? plainLines(code),
    );
    if (!prebuiltLines) renderProps.className += ` ${AWAITING_HIGHLIGHTER_CLASS}`;
    return renderProps;
  }, [theme, language, code, prebuiltLines]);
}

export default function Highlight({theme, code, language, children}: Props): ReactNode {
  const prebuiltLines = usePrebuiltLines(usePrebuiltTokens(), code);
  const browserHighlightLoaded = useBrowserHighlight(!prebuiltLines);
  const renderProps = useStableRenderProps(theme, language, code, prebuiltLines);
  if (browserHighlightLoaded) {
    return (
      <LoadedBrowserHighlight theme={theme} code={code} language={language}>
        {children}
      </LoadedBrowserHighlight>
    );
  }
  return children(renderProps);
}
