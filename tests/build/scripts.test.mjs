// Checks over the scripts and markup the build ships for start-up speed.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {fileURLToPath} from 'node:url';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const scriptsDir = path.join(buildDir, 'assets/js');
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every HTML file under build/, as paths relative to it. */
const htmlFiles = fs
  .readdirSync(buildDir, {recursive: true})
  .filter((name) => name.endsWith('.html'));

describe('scripts in the build', () => {
  it("puts V8's compile hint on the first line of the main bundle and of no other script", () => {
    const hinted = fs
      .readdirSync(scriptsDir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) =>
        fs.readFileSync(path.join(scriptsDir, name), 'utf8').includes(COMPILE_HINT),
      );
    assert.equal(hinted.length, 1, `hinted: ${hinted.join(', ')}`);
    assert.match(hinted[0], /^main\.[0-9a-f]+\.js$/);
    const firstLine = fs.readFileSync(path.join(scriptsDir, hinted[0]), 'utf8').split('\n')[0];
    assert.equal(firstLine, COMPILE_HINT);
  });

  it('loads the hinted main bundle from every page that loads scripts', () => {
    const [main] = fs.readdirSync(scriptsDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    // Client-side redirect pages load no scripts at all.
    const pages = htmlFiles.filter((name) =>
      fs.readFileSync(path.join(buildDir, name), 'utf8').includes('/assets/js/'),
    );
    assert.ok(pages.length > 500, `only ${pages.length} pages load scripts`);
    const missing = pages.filter(
      (name) => !fs.readFileSync(path.join(buildDir, name), 'utf8').includes(`/assets/js/${main}`),
    );
    assert.deepEqual(missing, []);
  });
});

describe('route prefetching (plugins/chunk-ids)', () => {
  /** `__webpack_require__` of the runtime chunk every page loads first, run in a sandbox. */
  function runtimeRequire() {
    const runtimes = fs
      .readdirSync(scriptsDir)
      .filter((name) => /^runtime~main\.\w+\.js$/.test(name));
    assert.equal(runtimes.length, 1, `runtime chunks: ${runtimes.join(', ')}`);
    const [runtime] = runtimes;
    const self = {};
    vm.runInNewContext(fs.readFileSync(path.join(scriptsDir, runtime), 'utf8'), {self});
    const chunkList = Object.keys(self).find((key) => key.startsWith('webpackChunk'));
    let webpackRequire;
    // A chunk's third entry runs with the runtime's require, which is how the probe gets it.
    self[chunkList].push([['probe'], {}, (require) => (webpackRequire = require)]);
    return webpackRequire;
  }

  it('finds the file of every chunk a route needs, by the name the route table gives it', () => {
    const generated = path.join(buildDir, '../.docusaurus');
    const names = new Set();
    const collect = (value) =>
      typeof value === 'string' ? names.add(value) : Object.values(value).forEach(collect);
    collect(JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')));
    // Which module each chunk name imports, from the registry Docusaurus generates.
    const registry = fs.readFileSync(path.join(generated, 'registry.js'), 'utf8');
    const moduleOf = Object.fromEntries(
      [...registry.matchAll(/^\s*"(\w+)": \[\(\) => import\(\/\*[^*]*\*\/ "([^"]+)"\)/gm)].map(
        ([, name, module]) => [name, module],
      ),
    );
    const {gca} = runtimeRequire();
    const unresolved = [];
    for (const name of names) {
      const url = gca(name);
      // A name whose module is in the entry bundle has no file: its URL says "undefined", and
      // Docusaurus's prefetch skips it. Only the site config is bundled that way.
      if (url.includes('undefined')) {
        assert.equal(moduleOf[name], '@generated/docusaurus.config', `${name}: ${url}`);
        continue;
      }
      if (!fs.existsSync(path.join(buildDir, url))) unresolved.push(`${name}: ${url}`);
    }
    assert.ok(names.size > 500, `only ${names.size} chunk names`);
    assert.deepEqual(unresolved, []);
  });

  it('carries no map between chunk names and ids in the runtime every page runs first', () => {
    // Docusaurus's own `gca` holds {"name":"id", …} for every route chunk; ours holds none while
    // every chunk's id is its name.
    const {gca} = runtimeRequire();
    assert.doesNotMatch(String(gca), /[{,]"?[\w-]+"?:"?[\w-]+"?[,}]/);
  });
});

describe('docs data every page loads (plugins/lean-docs-data)', () => {
  it("keeps only each docs version's main doc in the global data, not every doc", () => {
    const globalData = JSON.parse(
      fs.readFileSync(path.join(buildDir, '../.docusaurus/globalData.json'), 'utf8'),
    );
    const {versions} = globalData['docusaurus-plugin-content-docs'].default;
    assert.ok(versions.length > 0);
    for (const version of versions) {
      assert.deepEqual(
        version.docs.map((doc) => doc.id),
        [version.mainDocId],
      );
    }
  });
});

describe('dependencies the scripts leave out', () => {
  it("ships none of tslib's helpers (plugins/utils-common-esm)", () => {
    // @docusaurus/utils-common's index requires tslib, whose whole helper set a bundle keeps once
    // a script imports the package: `__disposeResources` is a helper nothing else in the site has.
    const withTslib = fs
      .readdirSync(scriptsDir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) =>
        fs.readFileSync(path.join(scriptsDir, name), 'utf8').includes('__disposeResources'),
      );
    assert.deepEqual(withTslib, []);
  });
});

describe('code blocks in the build', () => {
  it('sends each page in one piece, with no part streamed late and swapped in by a script', () => {
    // React streams a Suspense boundary that waited during server rendering (such as a code block
    // loading its highlighter) as a stand-in plus a hidden copy and a swap script: twice the HTML.
    const streamed = htmlFiles.filter((name) =>
      /<template id="?B:/.test(fs.readFileSync(path.join(buildDir, name), 'utf8')),
    );
    assert.deepEqual(streamed, []);
  });

  it('highlights every code block in the static HTML', () => {
    // src/theme/CodeBlock/Content/Highlight.tsx marks a block with no build-time tokens, which
    // stays plain text until the browser has loaded Prism. Only code made in the browser, such as
    // the HTTP generator's output, may need that, and it is not in the HTML.
    const awaiting = htmlFiles.filter((name) =>
      fs
        .readFileSync(path.join(buildDir, name), 'utf8')
        .includes('prism-code--awaiting-highlighter'),
    );
    assert.deepEqual(awaiting, []);
  });

  it('keeps the build-time tokens out of the HTML (they are a prop, not an attribute)', () => {
    for (const route of ['', 'docs/getting-started', 'docs/api-reference']) {
      const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
      assert.doesNotMatch(html, /prebuilt-?tokens/i, `/${route}`);
      assert.match(html, /class="token [a-z]/, `/${route} has highlighted code`);
    }
  });
});
