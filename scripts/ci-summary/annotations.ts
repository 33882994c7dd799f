/**
 * GitHub Actions `::error` workflow commands, one per failure, so each shows on the pull
 * request's diff at its file and line. The escaping is the runner's (what @actions/core does):
 * `%`, CR and LF in the message; also `:` and `,` in a property.
 */
import type {Failure} from './failure';

function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

export function annotationCommands(failures: readonly Failure[]): string[] {
  return failures.map((failure) => {
    const place =
      'file' in failure
        ? [
            `file=${escapeProperty(failure.file)}`,
            ...(failure.line ? [`line=${failure.line}`] : []),
          ]
        : [];
    const properties = [...place, `title=${escapeProperty(`npm run ${failure.check}`)}`];
    // A page has no file to annotate; the annotation then names the page in its message.
    const message = 'page' in failure ? `${failure.page}: ${failure.message}` : failure.message;
    return `::error ${properties.join(',')}::${escapeData(message)}`;
  });
}
