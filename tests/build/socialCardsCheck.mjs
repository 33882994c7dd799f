// The checker behind socialCards.test.mjs: reads every HTML page of a build folder as a link
// preview would (its head's og:image and twitter:image), and names each page whose preview would
// show no picture, the wrong one, or one without a description.
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

/** Every .html file under `dir`, as paths relative to it with forward slashes. */
export function htmlPages(dir) {
  return fs
    .readdirSync(dir, {recursive: true})
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** Width and height from a PNG's IHDR chunk, or null for a file that is not a PNG. */
export function pngSize(bytes) {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

/**
 * A page that only sends the browser elsewhere, as @docusaurus/plugin-client-redirects writes
 * them: a refresh and a canonical link, and no page of its own. Its plugin writes it during the
 * same post-build phase as the cards, so it has none; a visitor never sees it.
 */
export function isRedirectPage($) {
  return (
    $('meta[http-equiv="refresh"]').length === 1 && $('meta[name="twitter:card"]').length === 0
  );
}

/**
 * Checks every page in `buildDir`; returns the problems, each naming its page, and the card of
 * every page checked (file → card path) for the caller's own comparisons.
 */
export function checkSocialCards({buildDir, siteUrl, width, height}) {
  const problems = [];
  const cards = new Map();
  const redirects = [];
  for (const page of htmlPages(buildDir)) {
    const html = fs.readFileSync(path.join(buildDir, page), 'utf8');
    const $ = load(html.slice(0, html.indexOf('</head>') + '</head>'.length));
    if (isRedirectPage($)) {
      redirects.push(page);
      continue;
    }
    const problem = (message) => problems.push(`${page}: ${message}`);
    const og = $('meta[property="og:image"]')
      .map((_, el) => $(el).attr('content'))
      .get();
    const twitter = $('meta[name="twitter:image"]')
      .map((_, el) => $(el).attr('content'))
      .get();
    if (og.length !== 1) problem(`has ${og.length} og:image tags, not one`);
    if (twitter.length !== 1) problem(`has ${twitter.length} twitter:image tags, not one`);
    if (og.length !== 1) continue;
    if (twitter.length === 1 && twitter[0] !== og[0])
      problem('shows X another image than og:image');
    if (!($('meta[property="og:image:alt"]').attr('content') ?? '').trim()) {
      problem('has no og:image:alt text');
    }
    if (!og[0].startsWith(`${siteUrl}/`)) {
      problem(`og:image ${og[0]} is not an absolute URL on ${siteUrl}`);
      continue;
    }
    const file = path.join(buildDir, decodeURIComponent(new URL(og[0]).pathname));
    if (!fs.existsSync(file)) {
      problem(`og:image ${og[0]} is not in the build`);
      continue;
    }
    const size = pngSize(fs.readFileSync(file));
    if (!size) problem(`og:image ${og[0]} is not a PNG`);
    else if (size.width !== width || size.height !== height) {
      problem(`og:image ${og[0]} is ${size.width}×${size.height}, not ${width}×${height}`);
    }
    const declared = [
      $('meta[property="og:image:width"]').attr('content'),
      $('meta[property="og:image:height"]').attr('content'),
    ];
    if (declared[0] !== String(width) || declared[1] !== String(height)) {
      problem(`declares its image as ${declared.join('×')}, not ${width}×${height}`);
    }
    cards.set(page, file);
  }
  return {problems, cards, redirects};
}
