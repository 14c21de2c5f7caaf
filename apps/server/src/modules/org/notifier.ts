import type { TLang, TMessageChannel } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';

// The notifier port (ADR 0033). Org sends a few messages of its own (an invite link, an initial password), but the
// message module, which sends them, builds on org (companies, the TMC, users). So org declares what it needs here and
// the message module registers its outbox when it loads: the import goes one way, message → org.

/** A message org asks to send: a template of contracts MESSAGE_TEMPLATES, its parameters, for a company. */
export type TOrgMessage = {
  channel: TMessageChannel;
  /** A mobile number (sms) or an email address (mail). */
  to: string;
  templateKey: string;
  params: Record<string, string | number>;
  /** The recipient's language. */
  lang: TLang;
  /** The company the message is sent for (its template text and switches). */
  companyId?: string | undefined;
};

/** Writes the message to the outbox in the caller's transaction; it goes out once that commits. Returns its id. */
export type TNotifier = (tx: TTx, deps: Pick<TDeps, 'clock' | 'jobs'>, m: TOrgMessage) => Promise<string>;

let notifier: TNotifier | null = null;

/** Registers the one notifier; the message module calls it when it loads. */
export const registerNotifier = (n: TNotifier): void => {
  notifier = n;
};

/** Sends a message through the registered notifier; none registered is a programming error (no message module). */
export const notify: TNotifier = (tx, deps, m) => {
  if (!notifier) throw new Error('org: no notifier registered (the message module registers one when it loads)');
  return notifier(tx, deps, m);
};
