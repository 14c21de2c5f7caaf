import { AmendStatus, OrderStatus, TradeStatus, TradeType } from '@opentmc/contracts';
import type { TDatabase } from '../src/platform/db/database.ts';

// The ledger's invariants (issue 5 section 4), and that every order agrees with its deals (issue 14 item 9), checked
// against a test file's database before it is dropped (harness.ts close(), and the crash test after its restart).
// Each query returns one line per violation, so a failure names the deal, account or order that broke the rule.
// Every check is in SQL: bigint sums stay exact, and PGlite and pg return the same text.

const { Finished, WaitPayment } = TradeStatus;
const { Payment, Recharge, Refund } = TradeType;

/**
 * What the ledger says of each order (deals carry its UniqueID): paid, refunded, and owed — its payments owed or paid,
 * a change's payment counted once the change is finished (the header's total grows then; the change's amend links
 * it to its deal, amends.deal_id) — and how many payments it has.
 */
const ORDER_MONEY = `SELECT d.order_unique_id AS unique_id,
    coalesce(sum(d.amount_fen) FILTER (WHERE d.trade_type = ${Payment} AND d.trade_status = ${Finished}), 0) AS paid,
    coalesce(sum(d.amount_fen) FILTER (WHERE d.trade_type = ${Refund} AND d.trade_status = ${Finished}), 0) AS refunded,
    coalesce(sum(d.amount_fen) FILTER (WHERE d.trade_type = ${Payment}
      AND d.trade_status IN (${WaitPayment}, ${Finished})
      AND NOT EXISTS (SELECT 1 FROM amends a
                       WHERE a.deal_id = d.id AND a.status <> ${AmendStatus.Finished})), 0) AS owed,
    count(*) FILTER (WHERE d.trade_type = ${Payment}) AS payments
  FROM trade_deals d WHERE d.order_unique_id IS NOT NULL GROUP BY d.order_unique_id`;
const ENDED = [OrderStatus.Canceled, OrderStatus.Rejected, OrderStatus.Cannot].join(', ');

const CHECKS: [rule: string, query: string][] = [
  [
    'postings sum to 0 per deal',
    `SELECT 'deal ' || deal_id || ': postings sum to ' || sum(amount_fen) AS v
       FROM trade_details GROUP BY deal_id HAVING sum(amount_fen) <> 0`,
  ],
  [
    'every posting belongs to a known deal and account',
    `SELECT 'posting ' || d.id || ' (deal ' || d.deal_id || ', account ' || d.account_id || ') has no '
            || CASE WHEN t.id IS NULL THEN 'deal' ELSE 'account' END AS v
       FROM trade_details d
       LEFT JOIN trade_deals t ON t.id = d.deal_id
       LEFT JOIN trade_accounts a ON a.id = d.account_id
      WHERE t.id IS NULL OR a.id IS NULL`,
  ],
  [
    "every customer account's balance equals the sum of its postings",
    `SELECT 'account ' || a.id || ': balance ' || a.balance_fen || ', postings ' || coalesce(p.s, 0) AS v
       FROM trade_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_fen) AS s FROM trade_details GROUP BY account_id) p
              ON p.account_id = a.id
      WHERE a.purpose = 'customer' AND a.balance_fen <> coalesce(p.s, 0)`,
  ],
  [
    "a customer account's latest posting records its balance",
    `SELECT 'account ' || a.id || ': balance ' || a.balance_fen || ', latest posting says ' || d.balance_after_fen AS v
       FROM trade_accounts a
       JOIN LATERAL (SELECT balance_after_fen FROM trade_details
                      WHERE account_id = a.id ORDER BY id DESC LIMIT 1) d ON true
      WHERE a.purpose = 'customer' AND d.balance_after_fen IS DISTINCT FROM a.balance_fen`,
  ],
  [
    'TMC-side accounts keep no cached balance',
    `SELECT 'account ' || id || ' (' || purpose || ') caches a balance' AS v
       FROM trade_accounts WHERE purpose <> 'customer' AND balance_fen IS NOT NULL`,
  ],
  // The stored credit limit, not the one in force: when an interim line lapses, the credit already used stays as
  // debt (balance + credit in force − frozen may go below 0 by itself), and spending already refuses any further
  // movement past it. What must never happen is a spend or a freeze past the limit the account had.
  [
    'no available amount is below zero (balance + credit limit − frozen ≥ 0)',
    `SELECT 'account ' || id || ': balance ' || balance_fen || ' + credit ' || credit_limit_fen
            || ' − frozen ' || frozen_fen || ' < 0' AS v
       FROM trade_accounts
      WHERE purpose = 'customer' AND balance_fen + credit_limit_fen - frozen_fen < 0`,
  ],
  [
    'frozen equals the sum of its held amounts and is ≥ 0',
    `SELECT 'account ' || a.id || ': frozen ' || a.frozen_fen || ', held ' || coalesce(h.s, 0) AS v
       FROM trade_accounts a
       LEFT JOIN (SELECT account_id, sum(amount_fen) AS s FROM trade_holds WHERE status = 'Held' GROUP BY account_id) h
              ON h.account_id = a.id
      WHERE a.frozen_fen < 0 OR a.frozen_fen <> coalesce(h.s, 0)`,
  ],
  [
    'money is held only for a payment awaiting payment, in a known state',
    `SELECT 'hold ' || h.id || ' (' || h.status || ') of deal ' || h.deal_id || ' in status '
            || coalesce(t.trade_status::text, 'missing') AS v
       FROM trade_holds h LEFT JOIN trade_deals t ON t.id = h.deal_id
      WHERE h.status NOT IN ('Held', 'Captured', 'Released')
         OR (h.status = 'Held' AND (t.id IS NULL OR t.trade_type <> ${Payment} OR t.trade_status <> ${WaitPayment}))`,
  ],
  [
    'refunds are no larger than the payment and equal its finished refunds',
    `SELECT 'deal ' || t.id || ': amount ' || t.amount_fen || ', refunded ' || t.refunded_fen
            || ', finished refunds ' || coalesce(r.s, 0) AS v
       FROM trade_deals t
       LEFT JOIN (SELECT original_deal_id, sum(amount_fen) AS s FROM trade_deals
                   WHERE trade_type = ${Refund} AND trade_status = ${Finished} GROUP BY original_deal_id) r
              ON r.original_deal_id = t.id
      WHERE t.refunded_fen < 0 OR t.refunded_fen > t.amount_fen OR t.refunded_fen <> coalesce(r.s, 0)`,
  ],
  [
    'a refund returns a finished payment',
    `SELECT 'refund ' || r.id || ' of ' || coalesce(r.original_deal_id, 'nothing') AS v
       FROM trade_deals r LEFT JOIN trade_deals o ON o.id = r.original_deal_id
      WHERE r.trade_type = ${Refund}
        AND (o.id IS NULL OR o.trade_type <> ${Payment} OR o.trade_status <> ${Finished})`,
  ],
  [
    'a finished payment, recharge or refund has its postings; an unfinished deal has none',
    `SELECT 'deal ' || t.id || ' (type ' || t.trade_type || ', status ' || t.trade_status || ') has '
            || count(d.id) || ' postings' AS v
       FROM trade_deals t LEFT JOIN trade_details d ON d.deal_id = t.id
      GROUP BY t.id, t.trade_type, t.trade_status
     HAVING (t.trade_status = ${Finished} AND t.trade_type IN (${Payment}, ${Recharge}, ${Refund}) AND count(d.id) = 0)
         OR (t.trade_status <> ${Finished} AND count(d.id) > 0)`,
  ],
  // Each posting set moves the deal's amount once: what goes in equals the amount, so a set applied twice shows.
  [
    'a finished deal moves its amount exactly once',
    `SELECT 'deal ' || t.id || ': amount ' || t.amount_fen || ', posted in ' || sum(d.amount_fen) AS v
       FROM trade_deals t JOIN trade_details d ON d.deal_id = t.id AND d.amount_fen > 0
      WHERE t.trade_status = ${Finished}
      GROUP BY t.id, t.amount_fen
     HAVING sum(d.amount_fen) <> t.amount_fen`,
  ],
  // Every order agrees with its deals at every moment (issue 14 item 9): the header's amounts are moved only with
  // the money, in the same transaction (modules/order deal-money.ts).
  [
    "an order's paid and refunded amounts are its deals' finished payments and refunds",
    `SELECT 'order ' || o.unique_id || ': paid ' || o.paid_fen || ', refunded ' || o.refunded_fen
            || '; the ledger says paid ' || coalesce(m.paid, 0) || ', refunded ' || coalesce(m.refunded, 0) AS v
       FROM orders o LEFT JOIN (${ORDER_MONEY}) m ON m.unique_id = o.unique_id
      WHERE o.paid_fen <> coalesce(m.paid, 0) OR o.refunded_fen <> coalesce(m.refunded, 0)`,
  ],
  // An order that ended before anything was paid owes nothing and keeps its total as the price it had.
  [
    "an order's total is what its payments owe or paid",
    `SELECT 'order ' || o.unique_id || ' (status ' || o.status || '): total ' || o.total_fen
            || ', its payments owe or paid ' || m.owed AS v
       FROM orders o JOIN (${ORDER_MONEY}) m ON m.unique_id = o.unique_id
      WHERE m.payments > 0 AND o.total_fen <> m.owed AND NOT (o.status IN (${ENDED}) AND m.owed = 0)`,
  ],
  // A change's deal (amends.deal_id) is a payment of the change's own order, so the total above counts it there.
  [
    "a change's deal is a payment of its order",
    `SELECT 'amend ' || a.id || ' (order ' || o.unique_id || ') links deal ' || a.deal_id
            || coalesce(' of order ' || d.order_unique_id || ', type ' || d.trade_type, ', which does not exist') AS v
       FROM amends a JOIN orders o ON o.id = a.order_id LEFT JOIN trade_deals d ON d.id = a.deal_id
      WHERE a.deal_id IS NOT NULL
        AND (d.id IS NULL OR d.order_unique_id IS DISTINCT FROM o.unique_id OR d.trade_type <> ${Payment})`,
  ],
];

/** The violations of the ledger's invariants in a database, as readable lines (empty when it is sound). */
export const ledgerViolations = async (database: TDatabase): Promise<string[]> => {
  const out: string[] = [];
  for (const [rule, query] of CHECKS) {
    const r = await database.executeSql(query);
    for (const row of r.rows.slice(0, 20)) out.push(`${rule}: ${String(row.v)}`);
    if (r.rows.length > 20) out.push(`${rule}: … and ${r.rows.length - 20} more`);
  }
  return out;
};

/** Throws, listing every violation, when the ledger's invariants do not hold. */
export const assertLedgerInvariants = async (database: TDatabase): Promise<void> => {
  const v = await ledgerViolations(database);
  if (v.length > 0) throw new Error(`ledger invariants violated (${v.length}):\n  ${v.join('\n  ')}`);
};
