import {createContext, useContext, type ReactNode} from 'react';
import type {CardDescriptions} from '@site/plugins/lean-docs-data/moveCardDescriptions';

const CardDescriptionsContext = createContext<CardDescriptions | null>(null);

/** Hands a category index's card descriptions (its route's `cardDescriptions` prop) to its cards. */
export function CardDescriptionsProvider({
  descriptions,
  children,
}: {
  descriptions: CardDescriptions;
  children: ReactNode;
}): ReactNode {
  return (
    <CardDescriptionsContext.Provider value={descriptions}>
      {children}
    </CardDescriptionsContext.Provider>
  );
}

/**
 * The description of the doc a card links to. Docs pages no longer load every doc's description
 * (plugins/lean-docs-data), so only a category index, which gets its cards' descriptions
 * with its route, can show doc cards; a card anywhere else stops the build with this message
 * rather than render without its text.
 */
export function useCardDescription(docId: string, href: string): string | undefined {
  const descriptions = useContext(CardDescriptionsContext);
  // undefined too: a category index whose route did not get the prop (another docs instance).
  if (descriptions == null) {
    throw new Error(
      `A doc card for "${docId}" (${href}) is outside a category index page. Only generated ` +
        'category index pages (a sidebar category with `link: {type: "generated-index"}`) can ' +
        'show doc cards on this site: see plugins/lean-docs-data/README.md.',
    );
  }
  return descriptions[docId];
}
