/** The job summary: which checks of `npm test` failed, then every failure grouped by file. */
import type {CheckResult, Failure} from './failure';

/** Long outputs (a deep-equal diff's first line) are cut so the table stays readable. */
const MAX_MESSAGE = 400;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function resultText({outcome, failures}: CheckResult): string {
  switch (outcome) {
    case 'success':
      return 'passed';
    case 'failure':
      return failures.length > 0
        ? `failed: ${plural(failures.length, 'failure')} below`
        : "failed: see the step's log";
    case 'skipped':
      return 'skipped: a step it needs failed';
    case 'cancelled':
      return 'cancelled';
    case 'unknown':
      return failures.length > 0 ? `${plural(failures.length, 'failure')} below` : 'no outcome';
  }
}

/** A table cell: one line, pipes escaped, and `<` escaped outside code spans so GitHub does not
 * read `<severity>` as an HTML tag and drop it. */
function cell(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  const short = oneLine.length > MAX_MESSAGE ? `${oneLine.slice(0, MAX_MESSAGE - 1)}…` : oneLine;
  return short
    .split('`')
    .map((part, index) => (index % 2 === 1 ? part : part.replaceAll('<', '&lt;')))
    .join('`')
    .replaceAll('|', '\\|');
}

function placeOf(failure: Failure): string {
  return 'file' in failure ? `\`${failure.file}\`` : `page \`${failure.page}\``;
}

/** Files first, then pages, each in name order; within one, by line (the whole file first). */
function byPlace(a: Failure, b: Failure): number {
  const kind = Number('page' in a) - Number('page' in b);
  const line = ('line' in a ? (a.line ?? 0) : 0) - ('line' in b ? (b.line ?? 0) : 0);
  return kind || placeOf(a).localeCompare(placeOf(b)) || line;
}

function failureTable(failures: Failure[]): string[] {
  const rows = [...failures].sort(byPlace).map((failure, index, sorted) => {
    const place = placeOf(failure);
    const sameAsAbove = index > 0 && placeOf(sorted[index - 1]) === place;
    const line = 'line' in failure && failure.line ? String(failure.line) : '';
    return `| ${sameAsAbove ? '' : place} | ${line} | ${failure.check} | ${cell(failure.message)} |`;
  });
  return ['| File | Line | Check | Message |', '| --- | ---: | --- | --- |', ...rows];
}

export function renderSummary(results: CheckResult[]): string {
  const failed = results.filter((result) => result.outcome === 'failure').length;
  const heading =
    failed > 0
      ? `## ${failed} of ${plural(results.length, 'check')} failed`
      : results.every((result) => result.outcome === 'success')
        ? `## All ${plural(results.length, 'check')} passed`
        : '## No check failed';
  const checks = results.map(
    (result) => `| \`npm run ${result.script}\` | ${resultText(result)} |`,
  );
  const failures = results.flatMap((result) => result.failures);
  const sections = [heading, '', '| Check | Result |', '| --- | --- |', ...checks];
  if (failures.length > 0) sections.push('', '### Failures by file', '', ...failureTable(failures));
  return `${sections.join('\n')}\n`;
}
