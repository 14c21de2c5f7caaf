import { eq, inArray } from 'drizzle-orm';
import { AccountType, CreditType, TradeMode } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { companies, tmcCompanyId, users } from '../org/index.ts';
import { confirmRecharge, createRecharge } from './deals.ts';
import { ensureCustomerAccount } from './ledger.ts';
import { bankAccounts, bankCards, creditChanges, tradeAccounts } from './tables.ts';

/**
 * Demo money: the TMC's receiving account, the demo client's bank card, its balance account funded by a confirmed
 * ¥50,000 transfer (through the same functions the calls use, so the ledger holds real postings) and a fixed
 * ¥100,000 credit line.
 */
export const seedTradeDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const now = deps.clock.now();
  const tmc = await tmcCompanyId(tx);
  const [client] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.type, 'Client')).limit(1);
  if (!tmc || !client) return;
  const people = await tx
    .select({ id: users.id, login: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['finance', 'accountant']));
  const finance = people.find((p) => p.login === 'finance')?.id;
  const accountant = people.find((p) => p.login === 'accountant')?.id;
  if (!finance || !accountant) return;

  const [bank] = await tx
    .insert(bankAccounts)
    .values({
      companyId: tmc,
      accountName: 'OpenTMC 商旅服务有限公司',
      bankName: '招商银行',
      branchName: '北京分行营业部',
      accountNo: '110902345610801',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bankAccounts.id });
  const [card] = await tx
    .insert(bankCards)
    .values({
      companyId: client.id,
      accountName: '示例科技有限公司',
      bankName: '中国工商银行',
      accountNo: '0200001509200012345',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bankCards.id });

  const recharge = await createRecharge(tx, {
    companyId: client.id,
    by: finance,
    amountFen: 5_000_000,
    mode: TradeMode.Transfer,
    bankAccountId: bank!.id,
    bankCardId: card!.id,
    voucher: 'DEMO-20260101-001',
    submit: true,
    subject: '账户充值',
    now,
  });
  await confirmRecharge(tx, { id: recharge.id, by: accountant, now });

  const credit = await ensureCustomerAccount(tx, client.id, AccountType.Credit, now);
  await tx
    .update(tradeAccounts)
    .set({ creditLimitFen: 10_000_000, creditType: CreditType.Fixed, updatedAt: now })
    .where(eq(tradeAccounts.id, credit.id));
  await tx.insert(creditChanges).values({
    accountId: credit.id,
    companyId: client.id,
    creditType: CreditType.Fixed,
    beforeFen: 0,
    afterFen: 10_000_000,
    userId: accountant,
    createdAt: now,
  });
};
