import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dealPageUrl } from '../lib/deal-actions.ts';
import { DealDetail } from './DealDetail.tsx';

type TProps = {
  /** The deal shown; null closes the drawer. */
  deal: { TradeID: string; CompanyID: string } | null;
  tmc: boolean;
  onClose: () => void;
};

/** One deal's details beside a list; TMC staff can open it as a page of its own. */
export const DealDrawer = ({ deal, tmc, onClose }: TProps) => {
  const { t } = useTranslation();
  return (
    <Drawer
      open={deal !== null}
      onClose={onClose}
      destroyOnHidden
      size={920}
      title={t('tradeUi.deal.title')}
      extra={
        deal && tmc ? <Link to={dealPageUrl(deal.CompanyID, deal.TradeID)}>{t('tradeUi.deal.openPage')}</Link> : null
      }
    >
      {deal && <DealDetail tradeId={deal.TradeID} tmc={tmc} />}
    </Drawer>
  );
};
