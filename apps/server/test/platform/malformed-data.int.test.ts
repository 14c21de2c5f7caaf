import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE, type TCallContract } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

// One generic suite over every registered call: malformed `data` is refused with 400 (or 511 before
// the session check), never a 5xx, and nothing is written.

let t: TTestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  session = await t.login('operator');
});
afterAll(async () => t.close());

const rowCounts = async () => {
  const tables = await t.database.executeSql(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const name = String(table_name);
    const r = await t.app.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return counts;
};

const url = (c: TCallContract) => `/api/${c.group}/${c.path.replace(/:([A-Za-z]+)/g, 'x1')}`;

/** A value of the wrong type for each top-level field the payload declares. */
const wrongTypes = (c: TCallContract): Record<string, unknown> | null => {
  let js: {
    properties?: Record<string, { type?: string | string[] }>;
    anyOf?: { properties?: Record<string, { type?: string }> }[];
  };
  try {
    js = z.toJSONSchema(c.payload, { io: 'input', unrepresentable: 'any' }) as typeof js;
  } catch {
    return null;
  }
  const props = js.properties ?? js.anyOf?.[0]?.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0) return null;
  return Object.fromEntries(
    keys.map((k) => {
      const type = [props[k]?.type].flat()[0];
      return [k, type === 'string' ? { nested: true } : type === 'object' || type === 'array' ? 12345 : 'not-a-number'];
    }),
  );
};

const send = async (
  c: TCallContract,
  raw: { body?: string; query?: string; path?: string; withSession: boolean; lang?: 'cn' | 'en' },
) => {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (raw.lang) headers['accept-language'] = raw.lang === 'en' ? 'en' : 'zh-CN';
  if (raw.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res = await t.app.inject({
    method: c.method,
    url: (raw.path ?? url(c)) + (raw.query ? `?${raw.query}` : ''),
    headers,
    cookies: raw.withSession ? { [SESSION_COOKIE]: session } : {},
    ...(raw.body !== undefined ? { payload: raw.body } : {}),
  });
  return { status: res.statusCode, body: res.json() as { isSucc: boolean; statusCode: number; message: string } };
};

const enc = (v: string) => encodeURIComponent(v);

describe('every registered call refuses malformed data', () => {
  it('has calls to check', () => {
    expect(t.app.calls.length).toBeGreaterThan(10);
  });

  for (const withSession of [false, true]) {
    it(`non-JSON, array, repeated, oversize and wrongly typed data (${withSession ? 'with' : 'without'} a session)`, async () => {
      const before = await rowCounts();
      const failures: string[] = [];
      for (const { contract: c } of t.app.calls) {
        const name = `${c.method} ${url(c)}`;
        const cases: { label: string; body?: string; query?: string }[] =
          c.method === 'POST'
            ? [
                { label: 'non-JSON', body: `data=${enc('{nope')}` },
                { label: 'array', body: `data=${enc('[1,2]')}` },
                { label: 'null', body: `data=null` },
                { label: 'repeated', body: `data=${enc('{}')}&data=${enc('{}')}` },
                { label: 'extra field', body: `data=${enc('{}')}&other=1` },
                { label: 'oversize', body: `data=${enc(JSON.stringify({ x: 'a'.repeat(1.2 * 1024 * 1024) }))}` },
                { label: 'proto pollution', body: `data=${enc('{"__proto__":{"isAdmin":true}}')}` },
              ]
            : [
                { label: 'non-JSON', query: `data=${enc('{nope')}` },
                { label: 'array', query: `data=${enc('[1]')}` },
                { label: 'repeated', query: `data=${enc('{}')}&data=${enc('{}')}` },
                { label: 'proto pollution', query: `data=${enc('{"constructor":{"prototype":{"x":1}}}')}` },
              ];
        const wrong = wrongTypes(c);
        if (wrong && !c.payload.safeParse(wrong).success) {
          const json = enc(JSON.stringify(wrong));
          cases.push(
            c.method === 'POST'
              ? { label: 'wrong types', body: `data=${json}` }
              : { label: 'wrong types', query: `data=${json}` },
          );
        }
        for (const k of cases) {
          const r = await send(c, { ...k, withSession });
          const ok =
            (r.status === 400 || r.status === 511) &&
            r.body.statusCode === r.status &&
            r.body.isSucc === false &&
            r.body.message !== '';
          if (!ok) failures.push(`${name} [${k.label}] → ${r.status} ${JSON.stringify(r.body)}`);
        }
        // Missing data: a payload schema that refuses {} must reply 400/511; others may succeed, never 5xx.
        const emptyOk = c.payload.safeParse({}).success;
        // A call that accepts {} does real work (e.g. Logout), so it runs without the shared session.
        const missing = await send(c, {
          body: c.method === 'POST' ? '' : undefined,
          withSession: withSession && !emptyOk,
        });
        if (
          (missing.status >= 500 && missing.status !== 511) ||
          (!emptyOk && missing.status !== 400 && missing.status !== 511)
        ) {
          failures.push(`${name} [missing] → ${missing.status} ${JSON.stringify(missing.body)}`);
        }
      }
      expect(failures).toEqual([]);
      const after = await rowCounts();
      // Missing data on a call whose payload may be empty can legitimately do its work (e.g. Logout);
      // nothing else may write. Sessions, rate-limit counters and captchas (Security/Captcha makes one from an empty
      // payload) are compared apart.
      const { sessions: _s1, rate_limits: _r1, captchas: _c1, ...b } = before;
      const { sessions: _s2, rate_limits: _r2, captchas: _c2, ...a } = after;
      expect(a).toEqual(b);
    });
  }

  // Text PostgreSQL cannot store (NUL), broken UTF-16 (a lone surrogate) and control characters are refused in
  // the one place every payload passes, before the session, permission and schema: wherever they sit in the
  // payload, in the `data` JSON, a named query parameter or a path parameter.
  const BAD_TEXT: [string, string][] = [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['trailing lone surrogate', '\udc00'],
    ['control character', 'a\u0007b'],
  ];

  /** The payload with every declared top-level field set to the text, and the text also nested and as a key. */
  const withText = (c: TCallContract, text: string): Record<string, unknown> => {
    let keys: string[] = [];
    try {
      const js = z.toJSONSchema(c.payload, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        anyOf?: { properties?: Record<string, unknown> }[];
      };
      keys = Object.keys(js.properties ?? js.anyOf?.[0]?.properties ?? {});
    } catch {
      keys = [];
    }
    return { ...Object.fromEntries(keys.map((k) => [k, text])), Nested: { list: [1, { deep: text }] }, [text]: 1 };
  };

  for (const lang of ['cn', 'en'] as const) {
    it(`NUL bytes, lone surrogates and control characters anywhere in a payload (${lang})`, async () => {
      const before = await rowCounts();
      const expected = translate(lang, 'messages.badCharacters');
      const failures: string[] = [];
      for (const { contract: c } of t.app.calls) {
        const name = `${c.method} ${url(c)}`;
        for (const [label, text] of BAD_TEXT) {
          const json = enc(JSON.stringify(withText(c, text)));
          // URL-encoding carries NUL and control characters; a lone surrogate has no UTF-8 form, so it arrives only
          // as a JSON escape inside `data`.
          const urlSafe = !/[\ud800-\udfff]/.test(text);
          const cases: { where: string; body?: string; query?: string; path?: string }[] = [];
          if (c.external) {
            if (urlSafe) cases.push({ where: 'field', body: `Field=${enc(text)}` });
          } else if (c.method === 'POST') cases.push({ where: 'data', body: `data=${json}` });
          else cases.push({ where: 'data', query: `data=${json}` });
          // A named query parameter (GET calls read them, as the spec's `?UniqueID=`).
          if (c.method === 'GET' && urlSafe) cases.push({ where: 'query', query: `Q=${enc(text)}` });
          if (c.path.includes(':') && urlSafe) {
            const path = `/api/${c.group}/${c.path.replace(/:([A-Za-z]+)/g, enc(text))}`;
            cases.push({ where: 'path', path, ...(c.method === 'POST' ? { body: '' } : {}) });
          }
          for (const k of cases) {
            const r = await send(c, { ...k, withSession: true, lang });
            if (r.status !== 400 || r.body.isSucc !== false || r.body.statusCode !== 400 || r.body.message !== expected)
              failures.push(`${name} [${label} in ${k.where}] → ${r.status} ${r.body.message}`);
          }
        }
      }
      expect(failures).toEqual([]);
      const after = await rowCounts();
      const { sessions: _s1, rate_limits: _r1, ...b } = before;
      const { sessions: _s2, rate_limits: _r2, ...a } = after;
      expect(a).toEqual(b);
    });
  }

  it('a payload nested deeper than any call needs is refused, not walked until the stack overflows', async () => {
    const c = t.app.calls.find((b) => b.contract.method === 'POST' && b.contract.auth === 'public')!.contract;
    const deep = '['.repeat(100000) + ']'.repeat(100000);
    const r = await send(c, { body: `data=${enc(`{"x":${deep}}`)}`, withSession: false, lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(translate('en', 'messages.badPayload'));
  });
});
