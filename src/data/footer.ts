import type {MultiColumnFooter} from '@docusaurus/theme-common';
import {COPYRIGHT_YEAR} from './constants';
import {communityLinks, companyLinks, docsLinks, productLinks} from './links';
import {STATUS_URL, TRUST_CENTER_URL} from './site';

/** Compliance badges (our own SVGs in static/img/badges/), linked to the trust center. */
const complianceBadges = [
  {file: 'soc2.svg', alt: 'SOC 2 Type II'},
  {file: 'iso27001.svg', alt: 'ISO 27001'},
  {file: 'hipaa.svg', alt: 'HIPAA'},
]
  .map(
    ({file, alt}) =>
      `<img src="/img/badges/${file}" alt="${alt}" width="56" height="56" loading="lazy" />`,
  )
  .join('');

/**
 * Footer columns and copyright (spec "Navigation and footer"). Every product and tool page has a
 * link here, on every page: the navbar's dropdowns share the first links of each column, and the
 * pages only the footer lists (the scanner, the two tools, feedback) would otherwise be reachable
 * from nowhere but search.
 */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Product',
      items: [
        ...productLinks,
        {label: 'LLM vulnerability scanner', to: '/llm-vulnerability-scanner/'},
        {label: 'Pricing', to: '/pricing/'},
      ],
    },
    {
      title: 'Resources',
      items: [
        ...docsLinks,
        {label: 'Config validator', to: '/validator/'},
        {label: 'HTTP config generator', to: '/http-config-generator/'},
        ...communityLinks,
        {label: 'Send feedback', to: '/feedback/'},
      ],
    },
    {title: 'Company', items: companyLinks},
    {
      title: 'Trust',
      items: [
        {label: 'Status', href: STATUS_URL},
        {label: 'Trust center', href: TRUST_CENTER_URL},
        {label: 'Security', to: '/security/'},
        {label: 'Responsible disclosure', to: '/responsible-disclosure-policy/'},
        {label: 'Privacy policy', to: '/privacy/'},
        {label: 'Terms of service', to: '/terms-of-service/'},
        {
          html: `<a class="footer__badges" href="${TRUST_CENTER_URL}" aria-label="Compliance reports in our trust center">${complianceBadges}</a>`,
        },
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} Crucible, Inc.`,
} satisfies MultiColumnFooter;
