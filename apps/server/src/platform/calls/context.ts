import type { TLang } from '@opentmc/contracts';
import { translator } from '../i18n.ts';
import type { TSession } from '../session.ts';
import type { TAuthedContext, TDeps } from './types.ts';

/**
 * The context of a use case run for a session outside a request (demo seeding, benchmarks, tests): the call plugin's
 * context without the request, its reply and its success message.
 */
export const sessionContext = (deps: TDeps, session: TSession, lang: TLang = 'cn'): TAuthedContext => ({
  config: deps.config,
  database: deps.database,
  db: deps.db,
  clock: deps.clock,
  jobs: deps.jobs,
  tenancy: deps.tenancy,
  req: undefined as never,
  reply: undefined as never,
  lang,
  t: translator(lang),
  ip: '',
  session,
  succeed: () => {},
});
