import { vi } from 'vitest';
import { SESSION_COOKIE, type TCallContract, type TLang } from '@opentmc/contracts';
import type { TTestApp } from '../harness.ts';

// Helpers of the system API tests: SQL reads, the code from the SMS records, and "nothing written".

/** Rows of a SQL query on the test database. */
export const rows = async <T = Record<string, unknown>>(t: TTestApp, text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as T[];

// sms_records is left out on purpose: delivery is asynchronous, so a message queued by an earlier
// call may land at any moment. Whether a call sent something shows in notification_outbox.
const TABLES = [
  'companies',
  'departments',
  'users',
  'sessions',
  'verification_codes',
  'password_reset_tokens',
  'notification_outbox',
] as const;

/** Row counts of the account tables, to check that a refused call wrote nothing. */
export const tableCounts = async (t: TTestApp): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [r] = await rows<{ n: number }>(t, `select count(*)::int as n from ${table}`);
    out[table] = Number(r?.n ?? 0);
  }
  return out;
};

/**
 * One recipient's records as the platform operator of a demo reads them (the tests run as a demo: the development
 * adapter keeps the clear text of a code beside the masked one), newest first.
 */
const recordsTo = (t: TTestApp, to: string) =>
  rows<{ content: string }>(
    t,
    'select coalesce(clear_content, content) as content from sms_records where recipient = $1 order by created_at desc, id desc',
    [to],
  );

/**
 * Calls a send-code contract and reads the code from the SMS records (the development adapter),
 * waiting up to 5 s for the asynchronous delivery through pg-boss.
 */
export const sendAndReadCode = async (
  t: TTestApp,
  contract: TCallContract,
  payload: Record<string, unknown>,
  to: string,
  opts: { lang?: TLang; session?: string } = {},
): Promise<string> => {
  const before = (await recordsTo(t, to)).length;
  const r = await t.call(contract, payload, opts);
  if (!r.isSucc) throw new Error(`sending a code to ${to} failed: ${r.message}`);
  return waitForCode(t, to, before);
};

/** Waits for the (before+1)-th record to a recipient and returns the 6-digit code in it. */
export const waitForCode = async (t: TTestApp, to: string, before: number): Promise<string> => {
  const recs = await vi.waitFor(
    async () => {
      const now = await recordsTo(t, to);
      if (now.length <= before) throw new Error(`no message to ${to} within 5 s`);
      return now;
    },
    { timeout: 5000, interval: 100 },
  );
  const m = /\d{6}/.exec(recs[0]!.content);
  if (!m) throw new Error(`no code in: ${recs[0]!.content}`);
  return m[0];
};

/** A different 6-digit code than this one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1000000).padStart(6, '0');

/** The session cookie a reply set ('' when it cleared it, undefined when it did not touch it). */
export const sessionCookie = (r: { cookies: Record<string, string> }) => r.cookies[SESSION_COOKIE];

/** Moves the test clock past a rate-limit window or resend wait. */
export const minutes = (n: number) => n * 60 * 1000;
