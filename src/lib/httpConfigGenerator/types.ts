/** The shapes the parsers and the config builder hand to each other and to the page. */

/** A request as curl or the raw text describes it, before any Crucible-specific rewriting. */
export type HttpRequest = {
  /** Upper-case method, e.g. `POST`. */
  method: string;
  /** The full URL exactly as written, including any query string. */
  url: string;
  /** Header names keep the case they were written in; repeated headers are joined. */
  headers: Record<string, string>;
  /** The body text, or null when the request has none. */
  body: string | null;
};

export type ParseResult =
  {ok: true; request: HttpRequest; notes: string[]} | {ok: false; error: string};

export type GeneratedConfig = {
  /** A complete crucibleconfig.yaml, starting with the schema comment. */
  yaml: string;
  /** What the generator changed or could not do, in plain words. */
  notes: string[];
  /** Where `{{prompt}}` went, e.g. `messages[1].content` or `query parameter q`; null if nowhere. */
  promptField: string | null;
  /** The `transformResponse` expression, or null when there was no usable sample response. */
  transformResponse: string | null;
};
