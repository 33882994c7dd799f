// A code file imported with `?highlight` (plugins/build-time-highlighting/codeFileLoader.cjs),
// shown with src/components/HighlightedCode.
declare module '*?highlight' {
  const file: import('@site/plugins/build-time-highlighting/codeFiles').HighlightedCodeFile;
  export default file;
}
