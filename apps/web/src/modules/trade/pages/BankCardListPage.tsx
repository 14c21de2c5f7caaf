import { useTranslation } from 'react-i18next';
import { bankCardResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';

/** `/bill/bankcard/list`: the company's own bank cards, the payers of its transfers. */
const BankCardListPage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="bank-card-list">
      <ResourceListPage resource={bankCardResource} title={t('trade.menu.bankCards')} />
    </div>
  );
};

export default BankCardListPage;
