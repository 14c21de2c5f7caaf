import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.ts';

// The web build writes each asset brotli-compressed and gzipped beside itself (apps/web/build/first-load.ts); the
// server sends the smallest one the browser accepts, as it is (issue 15 item 8, docs/performance.md "First page").

const SCRIPT = `console.log(${JSON.stringify('OpenTMC '.repeat(200))});`;

let t: TTestApp;
let webDist = '';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  const file = path.join(webDist, 'assets', 'app.js');
  fs.writeFileSync(file, SCRIPT);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(webDist, 'assets', 'plain.js'), SCRIPT);
  t = await createTestApp({ workers: false, seed: false, config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed assets', () => {
  it('sends the brotli file to a browser that accepts it, else the gzipped one, else the plain one', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends an asset without compressed files as it is', async () => {
    const r = await get('/assets/plain.js', 'gzip, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(SCRIPT);
  });
});
