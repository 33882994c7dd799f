/**
 * Reading a count the way a page writes it: digits ("62", "1,200") or English words ("twelve",
 * "sixty-two", "thirty one"). Used by the checks that compare stated counts with the data.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A regular-expression source matching one count in digits or words (no capture groups). */
export const COUNT_PATTERN = `(?:\\d{1,3}(?:,\\d{3})*|(?:${Object.keys(TENS).join('|')})(?:[- ](?:${Object.keys(
  UNITS,
)
  .filter((word) => UNITS[word] > 0 && UNITS[word] < 10)
  .join('|')}))?|${Object.keys(UNITS).join('|')})`;

/** The number a count means, or undefined when it is not one. */
export function parseCount(text: string): number | undefined {
  const written = text.trim().toLowerCase();
  if (/^\d{1,3}(?:,\d{3})*$/.test(written)) return Number(written.replace(/,/g, ''));
  if (written in UNITS) return UNITS[written];
  const [tens, unit] = written.split(/[- ]/);
  if (!(tens in TENS)) return undefined;
  if (unit === undefined) return TENS[tens];
  return unit in UNITS && UNITS[unit] > 0 && UNITS[unit] < 10
    ? TENS[tens] + UNITS[unit]
    : undefined;
}
