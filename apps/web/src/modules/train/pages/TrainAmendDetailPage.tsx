import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, InputNumber, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmendStatus,
  OrderAction,
  TrainAmendDetails,
  TrainAmendStatusBack,
  TrainConfirmSupplyAmendPrice,
  TrainOrderDetails,
  TrainOrderLock,
  TrainOrderUnLock,
  type TReply,
  type TTrainChange,
  type TTrainChangeResult,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ChangeClientActions, ChangeMoneyView, TrainAmendView, useEndChange } from '../components/TrainAmendsCard.tsx';
import { trainOrderDetailLink } from '../lib/booking.ts';
import { trainAmendsKey, trainOrderKey } from '../lib/booking-keys.ts';

// `/manage/train/amend/detail?UniqueID=…` and `/manage/amend/detail` (spec section 2; issue 6 sections 5 and 6): the
// refunds and changes of one train order for TMC staff and suppliers (AmendDetails). A submitted change (WaitDispose)
// is priced here under the order's lock (ConfirmSupplyAmendPrice: the new ticket price, the rail fare by default, and
// a change fee); TMC staff confirm or decline a priced change for the client (ConfirmClientAmendPrice) and send a
// change back one step (AmendStatusBack). What each user may do is the server's Steps of the change.

type TPriceForm = { Price: number; ChangeFee: number };

/**
 * One change at the desk, as AmendDetails states it (its money and the caller's Steps): the price check, the client's
 * answer given for them by TMC staff, and sending it back.
 */
const ChangeDesk = ({
  change,
  order,
  onReply,
}: {
  change: TTrainChange;
  order: TTrainOrderDetail;
  onReply: (r: TReply<TTrainChangeResult>) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const end = useEndChange();
  const steps: readonly string[] = change.Steps;
  const id = change.AmendID;
  const price = async (v: TPriceForm) => {
    setBusy(true);
    try {
      await onReply(await call(TrainConfirmSupplyAmendPrice, { UniqueID: id, Price: v.Price, ChangeFee: v.ChangeFee }));
    } finally {
      setBusy(false);
    }
  };
  const back = () =>
    modal.confirm({
      title: t('trainAmendUi.desk.backConfirm'),
      onOk: async () => onReply(await call(TrainAmendStatusBack, { UniqueID: id })),
    });
  return (
    <Flex vertical gap={12}>
      <ChangeMoneyView change={change} />
      {change.AmendStatus === AmendStatus.WaitConfirm && !steps.includes('ConfirmClient') && (
        <Alert type="info" message={t('trainAmendUi.desk.priced')} />
      )}
      {change.AmendStatus === AmendStatus.WaitDispose && !order.LockedByMe && (
        <Alert type="warning" showIcon message={t('trainAmendUi.desk.needLock')} data-testid="change-need-lock" />
      )}
      {steps.includes('ConfirmSupply') && (
        <Card size="small" title={t('trainAmendUi.desk.priceTitle')} data-testid={`change-price-${id}`}>
          <Form<TPriceForm>
            layout="inline"
            initialValues={{ Price: change.Passengers[0]?.NewPrice ?? 0, ChangeFee: change.ChangeFee }}
            onFinish={(v) => void price(v)}
            style={{ rowGap: 12 }}
          >
            <Form.Item
              name="Price"
              label={t('trainAmendUi.desk.price')}
              tooltip={t('trainAmendUi.desk.priceHint')}
              rules={[{ required: true, message: t('trainAmendUi.desk.price') }]}
            >
              <InputNumber min={0} max={1_000_000} precision={2} step={1} data-testid="change-price-input" />
            </Form.Item>
            <Form.Item name="ChangeFee" label={t('trainAmendUi.desk.changeFee')}>
              <InputNumber min={0} max={1_000_000} precision={2} step={1} data-testid="change-fee-input" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="change-price-submit">
              {t('trainAmendUi.desk.submit')}
            </Button>
            {steps.includes('Cannot') && (
              <Button danger onClick={() => end('cannot', id, onReply)} data-testid={`change-cannot-${id}`}>
                {t('trainAmendUi.desk.cannot')}
              </Button>
            )}
          </Form>
        </Card>
      )}
      <ChangeClientActions change={change} order={order} desk onReply={onReply} />
      {steps.includes('StatusBack') && (
        <div>
          <Button onClick={back} data-testid={`change-back-${id}`}>
            {t('trainAmendUi.desk.back')}
          </Button>
        </div>
      )}
    </Flex>
  );
};

const AmendDesk = ({ uniqueId }: { uniqueId: string }) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const order = useQuery({
    queryKey: [...trainOrderKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainOrderDetails, { UniqueID: uniqueId }, { failTips: false }),
    retry: false,
  });
  const amends = useQuery({
    queryKey: [...trainAmendsKey(uniqueId), i18n.language],
    queryFn: () => fetchResult(TrainAmendDetails, { UniqueID: uniqueId }, { failTips: false }),
    retry: false,
  });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: trainOrderKey(uniqueId) });
    await qc.invalidateQueries({ queryKey: trainAmendsKey(uniqueId) });
  };
  const onReply = async (r: TReply<TTrainChangeResult>) => {
    if (r.isSucc) void message.success(r.message || t('trainAmendUi.desk.done'));
    await refresh();
  };
  const lock = async (unlock: boolean) => {
    const r = await call(unlock ? TrainOrderUnLock : TrainOrderLock, { UniqueID: uniqueId });
    if (r.isSucc) void message.success(r.message || t('trainAmendUi.desk.done'));
    await refresh();
  };
  const failed = order.error ?? amends.error;
  if (failed)
    return (
      <LoadFailed
        title={t('trainRefundUi.amends.failed')}
        error={failed}
        action={<Button onClick={() => void refresh()}>{t('actions.refresh')}</Button>}
      />
    );
  if (!order.data || !amends.data) return <Card loading />;
  const o = order.data;
  const list = amends.data.Amends;
  return (
    <Card
      title={t('trainAmendUi.desk.title')}
      data-testid="order-amends"
      extra={
        <Space>
          {o.Actions.includes(OrderAction.lock) && (
            <Button type="primary" onClick={() => void lock(false)} data-testid="amend-order-lock">
              {t('trainAmendUi.desk.lock')}
            </Button>
          )}
          {o.Actions.includes(OrderAction.unlock) && (
            <Button onClick={() => void lock(true)} data-testid="amend-order-unlock">
              {t('trainAmendUi.desk.unlock')}
            </Button>
          )}
        </Space>
      }
    >
      <Flex vertical gap={24}>
        {o.LockHolderID && (
          <Alert
            type={o.LockedByMe ? 'success' : 'warning'}
            showIcon
            data-testid="amend-order-locked"
            message={t(o.LockedByMe ? 'trainAmendUi.desk.lockedByMe' : 'trainAmendUi.desk.lockedByOther')}
          />
        )}
        {list.length === 0 && <Empty description={t('trainRefundUi.detail.none')} data-testid="amends-empty" />}
        {list.map((a) => (
          <Flex vertical gap={12} key={a.AmendID}>
            <TrainAmendView amend={a} />
            {a.Change && <ChangeDesk change={a.Change} order={o} onReply={onReply} />}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
};

/**
 * `/manage/train/amend/detail?UniqueID=…` (spec section 2): the refunds and changes of one train order for TMC staff
 * and suppliers, with the order's lock, the price check of a submitted change and links to the order and the desk.
 */
const TrainAmendDetailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uniqueId = params.get('UniqueID')?.trim().toUpperCase() ?? '';
  return (
    <Flex vertical gap={16} data-testid="train-amend-detail">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('trainRefundUi.detail.title')}
      </Typography.Title>
      {!uniqueId ? (
        <Result status="warning" title={t('trainRefundUi.detail.missing')} />
      ) : (
        <>
          <Space>
            <Typography.Text strong>{t('trainRefundUi.detail.order', { no: uniqueId })}</Typography.Text>
            <Link to={trainOrderDetailLink(uniqueId)}>{t('trainRefundUi.detail.toOrder')}</Link>
            <Link to="/manage/train/amend/list">{t('trainRefundUi.detail.toDesk')}</Link>
          </Space>
          <AmendDesk uniqueId={uniqueId} />
        </>
      )}
    </Flex>
  );
};

export default TrainAmendDetailPage;
