/**
 * What the curl and raw-request parsers share about HTTP itself: collecting headers, and the
 * checks on methods, header names and URLs.
 */
import {excerpt} from './text';

/** Collects headers; a repeated name (any case) is joined like an HTTP client would send it. */
export class HeaderBag {
  private readonly entries = new Map<string, {name: string; value: string}>();

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  add(name: string, value: string): void {
    const key = name.toLowerCase();
    const existing = this.entries.get(key);
    if (existing) {
      existing.value = `${existing.value}${key === 'cookie' ? '; ' : ', '}${value}`;
    } else {
      this.entries.set(key, {name, value});
    }
  }

  get(name: string): string | undefined {
    return this.entries.get(name.toLowerCase())?.value;
  }

  toRecord(): Record<string, string> {
    const record: Record<string, string> = {};
    for (const {name, value} of this.entries.values()) record[name] = value;
    return record;
  }
}

export const METHOD_PATTERN = /^[A-Za-z][A-Za-z-]*$/;
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/?#]+/i;

export function checkUrl(url: string): string | null {
  if (URL_PATTERN.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (scheme) {
    return `The URL "${excerpt(url)}" uses ${scheme[1]}://; the http target sends HTTP and HTTPS requests only.`;
  }
  return `The URL "${excerpt(url)}" has no host name: write it as https://api.example.com/path.`;
}
