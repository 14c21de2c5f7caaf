import path from 'node:path';
import { TRAIN_REFUND_RULE_NAMES, isTrainRefundRuleName, type TTrainRefundRuleName } from '@opentmc/contracts';
import { ROOT_DIR } from './paths.ts';

/** Server configuration, read once from the environment (README lists every variable). */
export type TConfig = {
  port: number;
  host: string;
  /** PGlite data folder; used when no databaseUrl is given. */
  dataDir: string;
  /** A PostgreSQL URL selects the `pg` driver instead of PGlite. */
  databaseUrl: string | undefined;
  /** Seed demo data into an empty database. */
  demo: boolean;
  /** With demo data, also demo orders (train orders in several states, made by the order engine). */
  demoOrders: boolean;
  logLevel: string;
  /** Folder of the built web app served at `/`; absent in API-only runs. */
  webDist: string | undefined;
  systemName: { cn: string; en: string };
  systemDomain: string;
  /** Extra origins allowed to make state-changing calls (comma-separated), beyond the server's own. */
  allowedOrigins: string[];
  /** The operator's contact details shown on the site (footer, contact page, chat widget). */
  site: { hotline: string; serviceEmail: string; licenceNo: string };
  /** Footer proxy/online switch (spec section 1). */
  proxyMode: boolean;
  /** Mark the session cookie Secure (behind HTTPS). */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Run pg-boss workers in this process. */
  workers: boolean;
  /** The online payment gateway of the cashier: `sim` (the development simulator) or `off` (no online payment). */
  paymentGateway: string;
  /** The simulator's HMAC-SHA256 key for signing its notifies. */
  paymentSimSecret: string;
  /** When train searches are answered: `HH:mm-HH:mm`, China time (outside: "no train search in the current period"). */
  trainServiceHours: string;
  /** The train refund-fee rule (docs/codes.md "Train refund fees"): Standard (free from 8 days) or Within15Days. */
  trainRefundRule: TTrainRefundRuleName;
  /** The secret whose SHA-256 is the AES-256-GCM key of stored rail account passwords; none: rail accounts are off. */
  railAccountKey: string | undefined;
};

const flag = (v: string | undefined, dflt: boolean) =>
  v === undefined || v === '' ? dflt : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

// Fails at start-up rather than on the first train search.
const serviceHours = (v: string) => {
  if (!/^([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/.test(v.trim()))
    throw new Error(`TRAIN_SERVICE_HOURS must be HH:mm-HH:mm, got "${v}"`);
  return v.trim();
};

const refundRule = (v: string): TTrainRefundRuleName => {
  if (!isTrainRefundRuleName(v))
    throw new Error(`TRAIN_REFUND_RULE must be one of ${TRAIN_REFUND_RULE_NAMES.join(', ')}, got "${v}"`);
  return v;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const root = ROOT_DIR;
  // Demo data is on by default for the embedded database; DEMO=1 turns it on for PostgreSQL.
  const demo = flag(env.DEMO, !databaseUrl);
  return {
    port: Number(env.PORT ?? 8080),
    // The demo has published passwords and a payment simulator: it listens on this machine only unless told otherwise.
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl,
    demo,
    demoOrders: flag(env.DEMO_ORDERS, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    systemName: {
      cn: env.SYSTEM_NAME_CN ?? 'OpenTMC 商旅服务平台',
      en: env.SYSTEM_NAME_EN ?? 'OpenTMC Business Travel',
    },
    systemDomain: env.SYSTEM_DOMAIN ?? 'opentmc.local',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    site: {
      hotline: env.SITE_HOTLINE ?? '400-000-2004',
      serviceEmail: env.SITE_EMAIL ?? 'service@opentmc.local',
      licenceNo: env.SITE_LICENCE ?? 'L-SH-00000',
    },
    proxyMode: flag(env.PROXY_MODE, false),
    // Production runs behind HTTPS; SECURE_COOKIES=0 is for a plain-HTTP production test bed only.
    secureCookies: flag(env.SECURE_COOKIES, env.NODE_ENV === 'production'),
    trustProxy: flag(env.TRUST_PROXY, false),
    workers: flag(env.WORKERS, true),
    // The simulator lets anyone at the cashier "pay": never by default in production, unless it is a demo.
    paymentGateway: env.PAYMENT_GATEWAY || (env.NODE_ENV === 'production' && !demo ? 'off' : 'sim'),
    paymentSimSecret: env.PAYMENT_SIM_SECRET || 'opentmc-dev-payment-simulator-secret',
    trainServiceHours: serviceHours(env.TRAIN_SERVICE_HOURS || '06:00-23:00'),
    trainRefundRule: refundRule(env.TRAIN_REFUND_RULE || 'Standard'),
    // A known development key would expose real passwords: in production it must be set, unless it is a demo.
    railAccountKey:
      env.RAIL_ACCOUNT_KEY || (env.NODE_ENV === 'production' && !demo ? undefined : 'opentmc-dev-rail-account-key'),
  };
};

/** Where a browser on this machine reaches the server: a wildcard address is reachable as localhost. */
const localUrl = (c: Pick<TConfig, 'host' | 'port'>): string => {
  const host = ['0.0.0.0', '::'].includes(c.host) ? 'localhost' : c.host.includes(':') ? `[${c.host}]` : c.host;
  return `http://${host}:${c.port}`;
};

/**
 * The one line the server prints when it listens (e2e/support/server.ts waits for "OpenTMC is up"): the address and,
 * for the demo, an account to log in with.
 */
export const startupLine = (
  c: Pick<TConfig, 'host' | 'port'>,
  demoLogin: { account: string; password: string } | undefined,
): string =>
  `OpenTMC is up at ${localUrl(c)}` +
  (demoLogin
    ? ` (demo: log in as ${demoLogin.account} / ${demoLogin.password}; every demo account is in README.md)`
    : '');
