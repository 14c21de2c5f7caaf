import { Link, useParams, useSearchParams } from 'react-router';
import { Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { DealDetail } from '../components/DealDetail.tsx';
import { useTradeTarget } from '../lib/use-trade-target.ts';

/** `/System/Company/{CompanyID}/trade/details?TradeID=`: one deal with its postings, refunds and actions. */
const TradeDealDetailPage = () => {
  const { t } = useTranslation();
  const { CompanyID = '' } = useParams();
  const [params] = useSearchParams();
  const target = useTradeTarget(CompanyID);
  const tradeId = params.get('TradeID')?.trim() ?? '';
  const back = (
    <Link to={`/System/Company/${encodeURIComponent(CompanyID)}/trade/list`}>
      <ArrowLeftOutlined /> {t('tradeUi.deal.backToList')}
    </Link>
  );
  if (!target.ticket) return null;
  if (!tradeId) return <LoadFailed status="404" title={t('tradeUi.deal.noId')} action={back} />;
  return (
    <Card title={t('tradeUi.deal.title')} extra={back} data-testid="trade-deal-page">
      <DealDetail tradeId={tradeId} tmc={target.tmc} />
    </Card>
  );
};

export default TradeDealDetailPage;
