/**
 * The invented companies the docs and the blog use as running examples. Each name stands for one
 * company everywhere: the same business, the same market and the same web domain, so a reader who
 * meets Tillpoint on a plugin page and again in a guide meets the same retailer. A page that needs
 * a company of another kind picks another entry (or adds one) instead of reusing a name.
 *
 * The `example-companies` content check holds every page to two parts of this, the ones that can
 * be read reliably: host names and email domains that start with a company's name use its domain,
 * and the name followed by a capitalised word is the company's name or one of its `alsoNamed`
 * (so "Kestrel Cloud" cannot appear beside "Kestrel Insurance"). What a page says a company does
 * is prose; follow `is` and `market` when writing it.
 *
 * Why these identities: each keeps the one that most pages already used. Where a name had several
 * (Larkspur was a dental chain, a bookshop, a software firm and a bike shop; Meridian an energy
 * supplier, an estate agency and a transport operator; Northwind an airline, a bank, an energy
 * company, a mobile carrier and a kitchenware shop; Tillpoint a retailer and a budgeting app), the
 * other uses moved to the entry of the same kind (a bank example to Harbor Bank, a mobile carrier to
 * Tidewater Mobile) or to a new name. Domains are the reserved `.example` top-level domain, so no
 * example points at a real site; each company has one, named after it.
 */
export type ExampleCompany = {
  /** The name as pages write it, e.g. `Northwind Air`. */
  name: string;
  /** What the company is, as a page introduces it. */
  is: string;
  /** Where it trades, which sets the currency and spelling of its examples. */
  market?: string;
  /** Its web domain; every host of the company is this domain or a subdomain of it. */
  domain?: string;
  /**
   * Other domains its examples use on purpose, each with the reason: a look-alike an attacker
   * registered, a canary the security team runs outside the company's network, an internal zone.
   */
  otherDomains?: Record<string, string>;
  /** Products, programmes and teams written as the name plus a capitalised word. */
  alsoNamed?: string[];
};

export const exampleCompanies: ExampleCompany[] = [
  {
    name: 'Ashgrove Books',
    is: 'an invented online bookshop',
    domain: 'ashgrove-books.example',
  },
  {
    name: 'Beacon Health',
    is: 'an invented hospital group with clinics, a patient portal and a pharmacy',
    market: 'Germany and Austria',
    domain: 'beacon-health.example',
    otherDomains: {
      'beacon.internal': 'its internal DNS zone, which only hosts inside its network resolve',
      'beacon-verify.example': 'a look-alike login domain in a phishing document planted in tests',
    },
  },
  {
    // Its support assistant is Fibi, a name of its own, so a reader does not take it for Beacon Health.
    name: 'Brightline Fibre',
    is: 'an invented broadband provider',
    domain: 'brightline.example',
  },
  {
    name: 'Claimsure',
    is: 'an invented insurance claims assistant',
  },
  {
    name: 'Copperline Software',
    is: 'an invented software company with a CRM product, an IT helpdesk and on-call engineers',
    domain: 'copperline.example',
    otherDomains: {
      'copperline-rt.example':
        "its red team's collector, outside the company's domain so a request reaching it proves data left",
    },
  },
  {
    name: 'Crosstown Transit',
    is: 'an invented city transport operator',
  },
  {
    name: 'Fernway Utilities',
    is: 'an invented energy supplier',
    domain: 'fernway.example',
  },
  {
    name: 'Harbor Bank',
    is: 'an invented retail bank with current and savings accounts, cards and personal loans',
    market: 'Ireland and the Netherlands (euros)',
    domain: 'harbor.example',
    alsoNamed: ['Harbor Classic'],
  },
  {
    name: 'Kestrel Insurance',
    is: 'an invented insurer of homes and cars',
    domain: 'kestrel.example',
  },
  {
    name: 'Larkspur Dental',
    is: 'an invented chain of dental practices',
    domain: 'larkspur-dental.example',
  },
  {
    name: 'Ledgerly',
    is: 'an invented invoicing and bookkeeping service for small businesses and sole proprietors',
    market: 'United States (dollars)',
    domain: 'ledgerly.example',
    otherDomains: {
      'ledgerly-verify.example': 'a look-alike login domain in a poisoned help article',
    },
  },
  {
    name: 'Marlow Pharmacy',
    is: 'an invented pharmacy that takes prescription refill requests',
  },
  {
    name: 'Meridian Energy',
    is: 'an invented energy supplier with a customer help centre and app',
    domain: 'meridian-energy.example',
  },
  {
    name: 'Northwind Air',
    is: 'an invented airline with a loyalty programme and corporate accounts',
    domain: 'northwind-air.example',
    alsoNamed: ['Northwind Miles'],
  },
  {
    name: 'Oakhurst Realty',
    is: 'an invented estate agency that lists homes for sale',
    domain: 'oakhurst.example',
  },
  {
    name: 'Parcelwise',
    is: 'an invented parcel delivery company',
    domain: 'parcelwise.example',
  },
  {
    name: 'Pinecrest Property Management',
    is: 'an invented letting agency',
    domain: 'pinecrest.example',
  },
  {
    name: 'Quayside Logistics',
    is: 'an invented freight company',
    domain: 'quayside.example',
  },
  {
    name: 'Quillmate',
    is: 'an invented writing assistant with free and paid tiers',
  },
  {
    name: 'Quillon Procure',
    is: 'an invented procurement platform',
    domain: 'quillon.example',
  },
  {
    name: 'Sumwise',
    is: 'an invented maths tutor for students aged 11 to 16',
  },
  {
    name: 'Tidewater Mobile',
    is: 'an invented mobile carrier',
    domain: 'tidewater.example',
  },
  {
    name: 'Tillpoint',
    is: 'an invented retail chain selling groceries and homeware in its stores, online and in its app',
    market: 'United Kingdom (pounds)',
    domain: 'tillpoint.example',
    otherDomains: {
      'tillpoint-sec.example':
        "its security team's SSRF canary, outside the company's network so a request reaching it proves the call left",
    },
    alsoNamed: ['Tillpoint Rewards', 'Tillpoint Customer Care'],
  },
];
