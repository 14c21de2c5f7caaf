import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_TARGET,
  FIRST_PAGES,
  firstLoad,
  type TFirstPage,
} from '../apps/web/build/first-load.ts';
import { openBrowser } from '../e2e/support/browser.ts';
import { loadFirstVisit } from '../e2e/support/first-load.ts';

// The JavaScript a first visit to `/` and `/login` downloads (issue 15 item 8, docs/performance.md "First page"), in
// both languages, measured two ways: from the web build's manifest (the entry with its static imports, the route's
// page chunk and the first part of the language's catalogue, each gzipped: the figure the build prints), and by
// loading the page in Chromium from the production server with an empty cache and summing the script bodies it
// received (compressed as the server sent them). The second is the truth and checks the first.
//   npm run build && npm run bench:first-load -w @opentmc/bench   (BENCH_WEB_DIST: another build's folder)

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 18342);
const bundle = path.join(root, 'apps/server/dist/bench-first-load/main.js');
const base = `http://127.0.0.1:${port}`;

const kB = (n: number) => (n / 1000).toFixed(1);
const brotli = (files: string[]) =>
  files.reduce((s, f) => s + zlib.brotliCompressSync(fs.readFileSync(path.join(dist, f))).length, 0);

if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) throw new Error(`no web build with a manifest in ${dist}`);
const build = spawnSync(process.execPath, ['scripts/build-server.mjs', bundle], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('server build failed');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-bench-first-load-'));
const server = spawn(process.execPath, [bundle], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'db'), WEB_DIST: dist },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let out = '';
  server.stdout?.on('data', (b: Buffer) => {
    out += b.toString();
    if (out.includes('OpenTMC is up')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

const rows: string[] = [];
try {
  for (const url of Object.keys(FIRST_PAGES) as TFirstPage[]) {
    for (const lang of ['cn', 'en'] as const) {
      const counted = firstLoad(dist, url, lang);
      const { page, context, close } = await openBrowser();
      try {
        const selector = url === '/' ? '[data-testid="home-page"]' : '[data-testid="login-password-form"]';
        const loaded = await loadFirstVisit(context, page, `${base}${url}`, lang, (p) => p.locator(selector).waitFor());
        const same =
          JSON.stringify(loaded.scripts.map((s) => s.path.slice(1)).sort()) ===
          JSON.stringify(counted.files.map((f) => f.file).sort());
        const encodings = [...new Set(loaded.scripts.map((s) => s.encoding))].join(', ');
        rows.push(
          `| ${url} | ${lang} | ${counted.files.length} | ${kB(counted.bytes)} | ${kB(counted.gzip)} | ` +
            `${kB(brotli(counted.files.map((f) => f.file)))} | ${loaded.scripts.length} | ${kB(loaded.transferred)} ` +
            `(${encodings}) | ${same ? 'same' : 'DIFFERENT'} | ${kB(FIRST_LOAD_BUDGET[url])} |`,
        );
        if (loaded.missingTexts.length) console.warn(`${url} ${lang}: missing texts ${loaded.missingTexts.join(', ')}`);
      } finally {
        await close();
      }
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
}

console.log(`\nweb build ${dist}; target ${kB(FIRST_LOAD_TARGET)} kB gzip; kB are 1000 bytes`);
console.log(
  '| page | language | scripts (manifest) | raw kB | gzip kB | brotli kB | scripts (Chromium) | received kB | same scripts | budget kB |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---:|');
for (const r of rows) console.log(r);
