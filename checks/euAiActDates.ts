/**
 * `eu-ai-act-dates`: on a page about the EU AI Act, a date written near a mention of the Act's
 * parts (an article or annex, general-purpose models, entry into force) is one of the Act's own
 * dates from src/data/euAiAct.ts. "Near" keeps other laws' dates in the same sentence out of it.
 * Dates are read as "2 August 2026", "August 2, 2026" or "August 2026"; a month without a day
 * matches any Act date in that month.
 */
import {euAiAct, euAiActMilestones} from '../src/data/euAiAct';
import type {Finding} from './finding';
import type {Check} from './index';
import type {Source} from './sources';

const RULE = 'eu-ai-act-dates';
const DATA_FILE = 'src/data/euAiAct.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH = MONTHS.join('|');

/** How far, in characters, a date may stand from a mention of the Act's parts to be read as theirs. */
const NEAR = 80;

/** A mention of the Act's parts and their timing. */
const ABOUT_THE_ACT =
  /\bAnnex (?:I|III)\b|\bArt(?:icle|\.) ?\d|general-purpose|\bGPAI\b|into force|Official Journal|prohibited practices|2024\/1689/gi;

const DATE = new RegExp(
  `\\b(?:(\\d{1,2}) (${MONTH}) (\\d{4})|(${MONTH}) (\\d{1,2}), (\\d{4})|(${MONTH}) (\\d{4}))\\b`,
  'g',
);

const KNOWN = [
  euAiAct.publishedInOfficialJournal,
  euAiAct.enteredIntoForce,
  euAiAct.gpaiCodeOfPracticePublished,
  ...euAiActMilestones.map((milestone) => milestone.date),
];

const pad = (value: number) => String(value).padStart(2, '0');

function spell(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Each date on a line as YYYY-MM-DD, or YYYY-MM when it names no day, with where it stands. */
function datesIn(line: string): {text: string; date: string; start: number; end: number}[] {
  return [...line.matchAll(DATE)].map((match) => {
    const [text, day1, month1, year1, month2, day2, year2, month3, year3] = match;
    const month = pad(MONTHS.indexOf(month1 ?? month2 ?? month3) + 1);
    const year = year1 ?? year2 ?? year3;
    const day = day1 ?? day2;
    const date = day ? `${year}-${month}-${pad(Number(day))}` : `${year}-${month}`;
    return {text, date, start: match.index, end: match.index + text.length};
  });
}

export function euAiActDateFindings(source: Source): Finding[] {
  if (!/\bAI Act\b/.test(source.text) || source.file === DATA_FILE) return [];
  const findings: Finding[] = [];
  source.text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const mentions = [...line.matchAll(ABOUT_THE_ACT)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    if (mentions.length === 0) return;
    for (const {text, date, start, end} of datesIn(line)) {
      const near = mentions.some(
        (mention) => mention.start - end < NEAR && start - mention.end < NEAR,
      );
      if (!near || KNOWN.some((known) => known.startsWith(date))) continue;
      findings.push({
        file: source.file,
        line: index + 1,
        rule: RULE,
        message: `says ${text} next to the EU AI Act's provisions, but that is none of the Act's dates (${KNOWN.map(spell).join(', ')}; ${DATA_FILE})`,
      });
    }
  });
  return findings;
}

export const euAiActDatesCheck: Check = {
  rule: RULE,
  description:
    'Dates stated next to EU AI Act articles and milestones are the Act’s own dates from src/data/euAiAct.ts.',
  scope: 'page',
  run: (sources) => sources.flatMap(euAiActDateFindings),
};
