import {describe, expect, it} from 'vitest';
import {formatDate, formatEnglishDate, formatEventDay} from '@site/src/utils/formatDate';
import siteConfig from '@site/docusaurus.config';

describe('site date formats', () => {
  it('prints day, month name and year, ignoring any time part', () => {
    expect(formatDate('2025-08-09')).toBe('9 August 2025');
    expect(formatDate('2025-12-11T23:30:00Z')).toBe('11 December 2025');
  });

  it('names the weekday of a schedule date in UTC', () => {
    expect(formatEventDay('2025-08-06')).toBe('Wednesday 6 August');
    expect(formatEventDay('2025-08-09')).toBe('Saturday 9 August');
  });
});

describe("theme-classic's English dates, without Intl", () => {
  const intl = (month: 'short' | 'long') =>
    new Intl.DateTimeFormat('en', {
      calendar: 'gregory',
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'UTC',
    });

  it.each(['short', 'long'] as const)(
    'prints every day from 1999 to 2031 as Intl prints it (%s month), at any hour',
    (month) => {
      const format = intl(month);
      const differences: string[] = [];
      for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
        for (const at of [day, day + 86_399_999, new Date(day).toISOString()]) {
          const ours = formatEnglishDate(at, month);
          if (ours !== format.format(new Date(at))) differences.push(`${String(at)}: ${ours}`);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('is what the site needs: the site is in English only', () => {
    // Another locale would need Intl's own formatting in the two ejects that use this.
    expect(siteConfig.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
  });
});
