import {describe, expect, it} from 'vitest';
import {formatDate, formatEventDay} from '@site/src/utils/formatDate';

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
