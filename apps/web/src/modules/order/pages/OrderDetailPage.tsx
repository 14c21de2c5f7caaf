import { Link, useSearchParams } from 'react-router';
import { Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TReply } from '@opentmc/contracts';
import { ClientOrderView } from '../components/ClientOrderView.tsx';
import { orderListLink } from '../lib/links.ts';
import { useOrderDetail } from '../lib/use-order.ts';
import '../order.css';

/**
 * `/order/detail?Service=…&UniqueID=…` (login required): the booker's order, of the product `Service` names, else the
 * one the order number's letter names, else the product whose detail call finds it (ClientOrderView, with the
 * product's goods and buttons), then the way back to the list and to booking again. A `Service` no product is
 * registered under is a kind of order this site does not show yet.
 */
const OrderDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  const { products, query: order } = useOrderDetail(params.get('Service'), uniqueId);
  let body;
  if (!products || products.length === 0) body = <Result status="info" title={t('orderUi.detail.unsupported')} />;
  else if (!uniqueId) body = <Result status="warning" title={t('orderUi.detail.missing')} />;
  else if (order.isError)
    body = (
      <Result
        status="warning"
        title={t('orderUi.detail.loadFailed')}
        subTitle={(order.error as unknown as TReply).message}
      />
    );
  else if (!order.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    const { product } = order.data;
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ClientOrderView product={product} order={order.data.order} />
        <Space>
          <Link to={orderListLink(product.service, false)}>{t(product.texts.toList)}</Link>
          <Link to={product.links.book}>{t(product.texts.bookAgain)}</Link>
        </Space>
      </Space>
    );
  }
  return (
    <div className="otmc-order-page" data-testid="order-detail">
      <Typography.Title level={3}>{t('orderUi.detail.title')}</Typography.Title>
      {body}
    </div>
  );
};

export default OrderDetailPage;
