/** The limits on what the parsers read, and the errors for anything past them. */

/** The largest paste the parsers read. */
export const MAX_INPUT_CHARS = 1_000_000;

/**
 * The deepest JSON body the generator turns into YAML. Real request bodies stay within a few
 * levels; past this, each level indents every line below it, so the YAML grows with the square of
 * the depth, and at a few thousand levels writing it overflows the stack.
 */
export const MAX_JSON_DEPTH = 64;

export function sizeError(text: string): string | null {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `The pasted text is ${text.length.toLocaleString('en-US')} characters long; the generator reads up to ${MAX_INPUT_CHARS.toLocaleString('en-US')}. Remove file contents or large bodies you do not need and try again.`;
}

/** Whether more than `limit` brackets are ever open at once in `json`, outside its strings. */
function exceedsDepth(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH. A body that is not JSON is copied into the
 * config as one string, so its brackets do not count.
 */
export function nestingError(body: string | null): string | null {
  const trimmed = body?.trim() ?? '';
  if (!/^[[{]/.test(trimmed) || !exceedsDepth(trimmed, MAX_JSON_DEPTH)) return null;
  try {
    JSON.parse(trimmed);
  } catch {
    // Not JSON after all: the config carries it as a plain string, at any depth.
    return null;
  }
  return `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep; the generator reads up to ${MAX_JSON_DEPTH}. Remove the deeply nested parts you do not need and try again.`;
}
