/**
 * The lines an edit changes, for `--dry-run` to show instead of a whole file: the region between
 * the lines both versions share at the start and at the end, with a little context, marked as a
 * unified diff marks them.
 */

export function editExcerpt(before: string, after: string, context = 2): string {
  const old = before.split('\n');
  const next = after.split('\n');
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start++;
  let end = 0;
  while (
    end < old.length - start &&
    end < next.length - start &&
    old[old.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end++;
  }
  const from = Math.max(0, start - context);
  const numbered = (line: string, index: number, mark: string) =>
    `${String(index + 1).padStart(4)} ${mark} ${line}`;
  return [
    ...old.slice(from, start).map((line, offset) => numbered(line, from + offset, ' ')),
    ...old
      .slice(start, old.length - end)
      .map((line, offset) => numbered(line, start + offset, '-')),
    ...next
      .slice(start, next.length - end)
      .map((line, offset) => numbered(line, start + offset, '+')),
    ...next
      .slice(next.length - end, next.length - end + context)
      .map((line, offset) => numbered(line, next.length - end + offset, ' ')),
  ].join('\n');
}
