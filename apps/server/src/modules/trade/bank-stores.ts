import { and, asc, eq } from 'drizzle-orm';
import { bankAccountResource, bankCardResource, type TReceivingAccount } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { tmcCompanyId } from '../org/index.ts';
import { bankAccounts, bankCards } from './tables.ts';

/** The TMC's receiving accounts (/bill/BankAccount/{CompanyID}/list). */
export const bankAccountBinding: TResourceBinding = {
  resource: bankAccountResource,
  store: {
    table: bankAccounts,
    id: bankAccounts.id,
    owner: bankAccounts.companyId,
    columns: {
      AccountName: bankAccounts.accountName,
      BankName: bankAccounts.bankName,
      BranchName: bankAccounts.branchName,
      AccountNo: bankAccounts.accountNo,
      Enabled: bankAccounts.enabled,
      Remark: bankAccounts.remark,
    },
    createdAt: bankAccounts.createdAt,
    updatedAt: bankAccounts.updatedAt,
  },
};

/** A client company's own bank cards (/bill/bankcard/list). */
export const bankCardBinding: TResourceBinding = {
  resource: bankCardResource,
  store: {
    table: bankCards,
    id: bankCards.id,
    owner: bankCards.companyId,
    columns: {
      AccountName: bankCards.accountName,
      BankName: bankCards.bankName,
      AccountNo: bankCards.accountNo,
      Enabled: bankCards.enabled,
      Remark: bankCards.remark,
    },
    createdAt: bankCards.createdAt,
    updatedAt: bankCards.updatedAt,
  },
};

/** BankAccount/Receiving: the TMC's enabled receiving accounts, where a client sends a transfer. */
export const receivingAccounts = async (tx: TTx): Promise<TReceivingAccount[]> => {
  const tmc = await tmcCompanyId(tx);
  if (!tmc) return [];
  const rows = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, tmc), eq(bankAccounts.enabled, true)))
    .orderBy(asc(bankAccounts.accountName));
  return rows.map((b) => ({
    BankAccountID: b.id,
    AccountName: b.accountName,
    BankName: b.bankName,
    BranchName: b.branchName,
    AccountNo: b.accountNo,
  }));
};
