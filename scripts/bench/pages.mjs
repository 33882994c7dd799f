// The page that stands for each page type, in `npm run bench` and in the page-weight tests.
export const PAGES = {
  home: '/',
  'doc page': '/docs/getting-started/',
  'blog post': '/blog/indirect-prompt-injection-in-rag/',
  'blog list': '/blog/',
  'marketing page': '/red-teaming/',
  pricing: '/pricing/',
  'API reference': '/docs/api-reference/',
};
