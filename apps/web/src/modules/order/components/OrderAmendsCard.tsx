import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmendStatus, type TReply } from '@opentmc/contracts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { orderAmendsKey, orderDetailKey } from '../lib/keys.ts';
import type { TOrderProduct } from '../products.ts';
import type { TAmendRow, TOrderDetail } from '../types.ts';
import { AmendView } from './AmendView.tsx';

/** Refunds not yet priced or confirmed, which their booker may still withdraw (OrderRefundCancel). */
const WITHDRAWABLE: readonly number[] = [AmendStatus.WaitSubmit, AmendStatus.WaitDispose, AmendStatus.WaitConfirm];
export const refundWithdrawable = (a: Pick<TAmendRow, 'Kind' | 'AmendStatus'>) =>
  a.Kind === 'refund' && WITHDRAWABLE.includes(a.AmendStatus);

/**
 * The booker's view of an order's refunds and changes (the product's amend details), newest first, each with what
 * its product adds (ClientAmendCard: for trains a change's amounts and the booker's answer to a priced change), and
 * the button to withdraw a refund still open (OrderRefundCancel); online refunds finish at once, so it shows only for
 * requests in progress. Nothing while the order has none.
 */
export const OrderAmendsCard = ({ product, order }: { product: TOrderProduct; order: TOrderDetail }) => {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const id = order.UniqueID;
  const { ClientAmendCard } = product;
  const amends = useQuery({
    queryKey: [...orderAmendsKey(product.service, id), i18n.language],
    queryFn: () => product.amends.details(id),
    retry: false,
  });
  if (amends.isError)
    return (
      <LoadFailed
        title={t('orderUi.amends.failed')}
        error={amends.error}
        action={<Button onClick={() => void amends.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  const list = amends.data?.Amends ?? [];
  if (list.length === 0) return null;
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: orderAmendsKey(product.service, id) });
    await qc.invalidateQueries({ queryKey: orderDetailKey(product.service, id) });
  };
  const onReply = async (r: TReply<unknown>) => {
    if (r.isSucc) void message.success(r.message || t(product.texts.clientAmendDone));
    await refresh();
  };
  const cancel = () =>
    modal.confirm({
      title: t('orderUi.amends.cancelConfirm'),
      onOk: async () => {
        const r = await product.amends.withdrawRefund(id);
        if (r.isSucc) void message.success(r.message || t('orderUi.list.done'));
        await refresh();
      },
    });
  return (
    <Card
      title={t('orderUi.amends.title')}
      data-testid="order-amends"
      extra={
        list.some(refundWithdrawable) ? (
          <Button danger onClick={cancel} data-testid="amend-refund-cancel">
            {t('orderUi.amends.cancel')}
          </Button>
        ) : null
      }
    >
      <Flex vertical gap={24}>
        {list.map((a) => (
          <Flex vertical gap={12} key={a.AmendID}>
            <AmendView amend={a} />
            <ClientAmendCard amend={a} order={order} onReply={onReply} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};
