import { CashierNotify } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { SIM_NOTIFY_QUEUE, type TSimNotifyJob } from './cashier-calls.ts';
import { closeExpiredPayments, handleNotify } from './cashier-payments.ts';
import { queueName } from '../../platform/queues.ts';

// The cashier's background work: the simulator's notify deliveries, and closing online payments left unpaid past
// ONLINE_PAYMENT_TTL_MINUTES (after asking the gateway once more).

const EXPIRE_QUEUE = queueName('trade.cashier-close-expired');
/** How many times the simulator delivers each notify, at once, as a gateway that retries would. */
const SIM_DELIVERIES = 2;

type TJobDeps = Pick<TDeps, 'config' | 'db' | 'clock'>;

/**
 * Delivers a notify the way the route does: the contract's schema, then the notify handler. A refusal (bad
 * signature, wrong amount) is final and logged; anything else is thrown so that the job is tried again.
 */
export const deliverNotify = async (
  deps: TJobDeps,
  provider: string,
  fields: Record<string, unknown>,
): Promise<{ Applied: boolean } | null> => {
  const parsed = CashierNotify.payload.safeParse({ ...fields, provider });
  if (!parsed.success) {
    console.error(JSON.stringify({ level: 40, msg: 'payment notify refused', provider, reason: 'payload' }));
    return null;
  }
  try {
    return await handleNotify(deps, parsed.data);
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    console.error(JSON.stringify({ level: 40, msg: 'payment notify refused', provider, reason: err.key }));
    return null;
  }
};

export const registerCashierWorkers = async (deps: TDeps): Promise<void> => {
  await deps.jobs.work<TSimNotifyJob>(SIM_NOTIFY_QUEUE, async (job) => {
    await Promise.all(Array.from({ length: SIM_DELIVERIES }, () => deliverNotify(deps, job.provider, job.notify)));
  });
  await deps.jobs.work(EXPIRE_QUEUE, async () => {
    await closeExpiredPayments(deps);
  });
  await deps.jobs.schedule(EXPIRE_QUEUE, '* * * * *');
};
