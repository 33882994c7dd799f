import {createHash} from 'node:crypto';
import type {Card} from './card';

/**
 * The name of a card's image in the cache: a hash of everything the picture depends on, the
 * card's text and the template's fingerprint (its code, fonts, logo and colours, see assets.ts).
 * The same text on two routes is one picture; the route itself is not part of it.
 */
export function cardCacheKey(card: Card, templateFingerprint: string): string {
  // A fixed field order, and null for an absent field, so equal cards always hash alike.
  const fields = [
    templateFingerprint,
    card.section ?? null,
    card.title,
    card.description ?? null,
    card.authors ?? null,
    card.date ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
