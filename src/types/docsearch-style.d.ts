// The DocSearch stylesheet entry point ships without types; the ejected SearchBar imports it.
declare module '@docsearch/react/style';
