import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubStars from '@site/src/components/GitHubStars';

// Registers the GitHub stars widget as navbar item type `custom-githubStars` by extending the
// theme's registry, so the navbar itself stays unswizzled.
export default {
  ...ComponentTypes,
  'custom-githubStars': GitHubStars,
};
