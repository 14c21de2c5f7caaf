import { useTranslation } from 'react-i18next';
import { bankAccountResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/**
 * `/bill/BankAccount/{CompanyID}/list`: the TMC's own receiving bank accounts (a recharge by transfer names one, and
 * TMC finance confirms against one).
 */
const BankAccountListPage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="bank-account-list">
      <ResourceListPage resource={bankAccountResource} title={t('trade.menu.bankAccounts')} />
    </div>
  );
};

export default BankAccountListPage;
