import type {PrismTheme} from 'prism-react-renderer';

/**
 * Light code theme with GitHub Primer's accessible syntax colours: every token colour keeps at
 * least 4.5:1 contrast on the code background, which prism-react-renderer's bundled `github`
 * theme does not (its comments, keys and strings fail axe's color-contrast rule).
 */
export const accessibleLightTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: {color: '#cf222e'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#0550ae'}},
    {types: ['property', 'key', 'attr-name', 'tag', 'builtin'], style: {color: '#116329'}},
    {types: ['function', 'class-name', 'maybe-class-name'], style: {color: '#8250df'}},
    {types: ['variable', 'parameter'], style: {color: '#953800'}},
    {types: ['inserted'], style: {color: '#116329', backgroundColor: '#dafbe1'}},
    {types: ['deleted'], style: {color: '#82071e', backgroundColor: '#ffebe9'}},
  ],
};
