import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AmendStatus,
  TrainAmendStatusBack,
  TrainConfirmSupplyAmendPrice,
  type TReply,
  type TTrainAmendDetail,
  type TTrainChange,
  type TTrainChangeResult,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { ChangeClientActions, ChangeMoneyView, useEndChange } from './TrainChangeViews.tsx';

// A train order's change on the amend desk (/manage/train/amend/detail; spec section 2; issue 6 sections 5 and 6),
// below the order module's view of the amend (the train's DeskAmendCard): a submitted change (WaitDispose) is priced
// here under the order's lock (ConfirmSupplyAmendPrice: the new ticket price, the rail fare by default, and a change
// fee); TMC staff confirm or decline a priced change for the client (ConfirmClientAmendPrice) and send a change back
// one step (AmendStatusBack). What each user may do is the server's Steps of the change.

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

/** What a train change adds on the amend desk (the train's DeskAmendCard): its price check and desk steps. */
export const TrainAmendDeskCard = ({
  amend,
  order,
  onReply,
}: {
  amend: TTrainAmendDetail;
  order: TTrainOrderDetail;
  onReply: (r: TReply<TTrainChangeResult>) => Promise<void>;
}) => amend.Change && <ChangeDesk change={amend.Change} order={order} onReply={onReply} />;
