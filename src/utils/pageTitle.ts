/**
 * The `<title>` Docusaurus writes for a page, and how long it may be: search results cut titles
 * at about 600 pixels, which 70 characters of an average title fill. The site's suffix counts.
 */
import {PRODUCT_NAME, TITLE_DELIMITER} from '../data/site';

export const PAGE_TITLE_MAX = 70;

/** A page's `<title>` from its own title, as the theme formats it ("Pricing | Crucible"). */
export const pageTitle = (title: string): string => `${title} ${TITLE_DELIMITER} ${PRODUCT_NAME}`;

/** The longest own title a page can have: PAGE_TITLE_MAX less the suffix (59 characters). */
export const OWN_TITLE_MAX = PAGE_TITLE_MAX - pageTitle('').length;
