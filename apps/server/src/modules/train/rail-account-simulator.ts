import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TConsumerVerifyStatus, TRailAccountStatus } from '@opentmc/contracts';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { trainSimAccounts } from './tables.ts';

// The rail side (12306) of the simulator: its accounts and its register of identities. Deterministic: the built-in
// demo accounts and identities below, plus the accounts a test puts in train_sim_accounts (which also hold a demo
// account's changed state). A real adapter would replace these four functions.

/** The password of every built-in demo rail account (README). */
export const SIM_RAIL_DEMO_PASSWORD = 'Rail@2026';

/**
 * Built-in demo rail accounts, all with SIM_RAIL_DEMO_PASSWORD: zhenghao12306 (Verified; the demo employee's, bound
 * in the demo data), linxiao12306 (Verified; the individual traveller's), wangfang12306 (NeedVerify: ResetValid
 * verifies it) and locked12306 (Locked).
 */
export const SIM_RAIL_DEMO_ACCOUNTS: Readonly<Record<string, TRailAccountStatus>> = {
  zhenghao12306: 'Verified',
  linxiao12306: 'Verified',
  wangfang12306: 'NeedVerify',
  locked12306: 'Locked',
};

/**
 * The simulator's register of identities by identification number: the demo travellers verify under their names;
 * 何静 is still waiting for the rail side's check (Pending) and 钱进 was refused (Failed). A valid number the register
 * does not hold passes under any name: the simulator knows no better.
 */
export const SIM_RAIL_IDENTITIES: Readonly<Record<string, { name: string; status: TConsumerVerifyStatus }>> = {
  '320102198805126313': { name: '郑浩', status: 'Passed' },
  '320102199006204025': { name: '王芳', status: 'Passed' },
  '350102199208152425': { name: '林晓', status: 'Passed' },
  '110105198503151230': { name: '何静', status: 'Pending' },
  '440304199107084561': { name: '钱进', status: 'Failed' },
};

const hash = (salt: string, password: string) =>
  crypto.createHash('sha256').update(`${salt}:${password}`, 'utf8').digest('base64url');

// The demo accounts' fixed salt: their password is public anyway.
const DEMO_SALT = 'opentmc-sim-demo';

type TSimAccount = { salt: string; passwordHash: string; status: TRailAccountStatus };

const simAccountOf = async (tx: TTx, account: string): Promise<TSimAccount | null> => {
  const [row] = await tx.select().from(trainSimAccounts).where(eq(trainSimAccounts.account, account)).limit(1);
  if (row) return { salt: row.salt, passwordHash: row.passwordHash, status: row.status as TRailAccountStatus };
  const demo = SIM_RAIL_DEMO_ACCOUNTS[account];
  return demo ? { salt: DEMO_SALT, passwordHash: hash(DEMO_SALT, SIM_RAIL_DEMO_PASSWORD), status: demo } : null;
};

/** A login at the rail side: the account's status, or null for an unknown account or a wrong password. */
export const simRailLogin = async (tx: TTx, account: string, password: string): Promise<TRailAccountStatus | null> => {
  const a = await simAccountOf(tx, account);
  if (!a) return null;
  const given = Buffer.from(hash(a.salt, password));
  const stored = Buffer.from(a.passwordHash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? a.status : null;
};

/**
 * The rail side verifies an account again after its holder confirmed their identity: NeedVerify becomes Verified;
 * Locked stays locked. Returns the status now, or null for an unknown account.
 */
export const simRailRevalidate = async (
  tx: TTx,
  clock: TClock,
  account: string,
): Promise<TRailAccountStatus | null> => {
  const a = await simAccountOf(tx, account);
  if (!a) return null;
  if (a.status !== 'NeedVerify') return a.status;
  await putSimRailAccountRow(tx, clock, account, { ...a, status: 'Verified' });
  return 'Verified';
};

const putSimRailAccountRow = async (tx: TTx, clock: TClock, account: string, a: TSimAccount) => {
  await tx
    .insert(trainSimAccounts)
    .values({ account, ...a, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: trainSimAccounts.account,
      set: {
        salt: sql`excluded.salt`,
        passwordHash: sql`excluded.password_hash`,
        status: sql`excluded.status`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
};

/**
 * Creates or changes an account at the rail side (tests and demos): its password, as if changed at 12306, or its
 * status, as if 12306 locked it or asked for verification.
 */
export const putSimRailAccount = async (
  tx: TTx,
  clock: TClock,
  s: { account: string; password?: string; status?: TRailAccountStatus },
): Promise<void> => {
  const account = s.account.trim().toLowerCase();
  const old = await simAccountOf(tx, account);
  const salt = s.password !== undefined ? crypto.randomBytes(12).toString('base64url') : (old?.salt ?? DEMO_SALT);
  const passwordHash =
    s.password !== undefined ? hash(salt, s.password) : (old?.passwordHash ?? hash(DEMO_SALT, SIM_RAIL_DEMO_PASSWORD));
  await putSimRailAccountRow(tx, clock, account, { salt, passwordHash, status: s.status ?? old?.status ?? 'Verified' });
};

/** What the rail side's register says of a person: unknown numbers pass; a known one must carry its name. */
export const simRailIdentity = (
  cardNo: string,
  name: string,
): { status: TConsumerVerifyStatus; nameMatches: boolean } => {
  const known = SIM_RAIL_IDENTITIES[cardNo];
  if (!known) return { status: 'Passed', nameMatches: true };
  return { status: known.status, nameMatches: known.name === name };
};
