import { SaveCustomer, type TSaveCustomerRequest } from '@opentmc/contracts';
import type { TTestApp } from '../harness.ts';

// Helpers of the customer API tests.

/** Rows of a SQL query on the test database. */
export const rows = async <T = Record<string, unknown>>(t: TTestApp, text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as T[];

/** The initial password the newest account SMS to this mobile carries, and its text. */
export const accountSms = async (t: TTestApp, mobile: string): Promise<{ password: string; content: string }> => {
  const [row] = await rows<{ params: { password: string }; content: string }>(
    t,
    'select params, content from notification_outbox where recipient = $1 order by created_at desc limit 1',
    [mobile],
  );
  if (!row) throw new Error(`no SMS to ${mobile}`);
  return { password: row.params.password, content: row.content };
};

/** A new client company made by the operator (no reps); returns its id and its administrator's session. */
export const newCustomer = async (
  t: TTestApp,
  operator: string,
  name: string,
  mobile: string,
  extra: Partial<TSaveCustomerRequest> = {},
): Promise<{ companyId: string; adminSid: string }> => {
  const r = await t.call<{ CompanyID: string }>(
    SaveCustomer,
    { CompanyName: name, AdminName: `${name}管理员`, AdminMobile: mobile, ...extra },
    { session: operator },
  );
  if (!r.isSucc || !r.result) throw new Error(`SaveCustomer failed: ${r.message}`);
  const { password } = await accountSms(t, mobile);
  return { companyId: r.result.CompanyID, adminSid: await t.login(mobile, password) };
};

/** The company of a demo account. */
export const companyOf = async (t: TTestApp, login: string): Promise<string> => {
  const [u] = await rows<{ company_id: string }>(t, 'select company_id from users where login_name = $1', [login]);
  if (!u) throw new Error(`no user ${login}`);
  return u.company_id;
};

export const userIdOf = async (t: TTestApp, login: string): Promise<string> => {
  const [u] = await rows<{ id: string }>(t, 'select id from users where login_name = $1', [login]);
  if (!u) throw new Error(`no user ${login}`);
  return u.id;
};
