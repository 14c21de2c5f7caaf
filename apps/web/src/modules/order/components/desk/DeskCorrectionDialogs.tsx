import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Select, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatus, ZOrderContact, ZOrderInvoice, lookupOf, type TReply } from '@opentmc/contracts';
import { zodRule } from '../../../../kit/form-rules.ts';
import { lookupLabel } from '../../../../kit/resource/index.ts';
import type { TOrderProduct } from '../../products.ts';
import type { TOrderDetail } from '../../types.ts';
import { statusMoves } from './desk-rules.ts';
import { DeskRefSelect } from './DeskRefSelect.tsx';

// The desk's correction dialogs (docs/orders.md "Corrections"), for TMC staff holding the lock: the booker's data
// (UpdateGoods), prices per passenger (UpdateOrderPrice), the order header (UpdateOrder) and a status move
// (UpdateOrderStatus), each through the product's call. Each sends the order's Version where the call takes one; a
// stale one is refused by the server.

type TDialogProps = {
  product: TOrderProduct;
  order: TOrderDetail;
  open: boolean;
  onClose: () => void;
  onDone: (r: TReply<unknown>) => Promise<void>;
};

const STATUS = lookupOf('OrderStatus');

/** Runs a call from a dialog: closes it when the call succeeds. */
const useSubmit = (onClose: () => void, onDone: TDialogProps['onDone']) => {
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<TReply<unknown>>) => {
    setBusy(true);
    try {
      const r = await fn();
      if (r.isSucc) onClose();
      await onDone(r);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

type TGoodsForm = {
  Contact: { Name: string; Mobile: string; Email?: string };
  WithInvoice: boolean;
  Invoice?: { Title?: string; TaxNo?: string; Recipient?: string; Mobile?: string; Address?: string };
  Remark?: string;
};

/** UpdateGoods: contact, invoice delivery and remark before the order is issued. */
export const DeskGoodsDialog = ({ product, order, open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TGoodsForm>();
  const withInvoice = Form.useWatch('WithInvoice', form);
  const { busy, run } = useSubmit(onClose, onDone);
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        Contact: order.Contact,
        WithInvoice: order.Invoice !== null,
        Invoice: order.Invoice ?? {},
        Remark: order.Remark,
      });
  }, [open, order, form]);
  const save = (v: TGoodsForm) =>
    run(() =>
      product.corrections.goods({
        UniqueID: order.UniqueID,
        Contact: { Name: v.Contact.Name, Mobile: v.Contact.Mobile, Email: v.Contact.Email ?? '' },
        Invoice: v.WithInvoice
          ? {
              Title: v.Invoice?.Title ?? '',
              TaxNo: v.Invoice?.TaxNo ?? '',
              Recipient: v.Invoice?.Recipient ?? '',
              Mobile: v.Invoice?.Mobile ?? '',
              Address: v.Invoice?.Address ?? '',
            }
          : null,
        Remark: v.Remark ?? '',
      }),
    );
  const c = ZOrderContact.shape;
  const inv = ZOrderInvoice.shape;
  return (
    <Modal
      open={open}
      title={t('orderUi.desk.goods.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orderUi.desk.goods.intro')}</Typography.Paragraph>
      <Form<TGoodsForm> form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="desk-goods-form">
        <Form.Item name={['Contact', 'Name']} label={t('orderUi.desk.goods.contactName')} rules={[zodRule(c.Name, t)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name={['Contact', 'Mobile']} label={t('orderUi.desk.goods.mobile')} rules={[zodRule(c.Mobile, t)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name={['Contact', 'Email']} label={t('orderUi.desk.goods.email')} rules={[zodRule(c.Email, t)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="WithInvoice" label={t('orderUi.desk.goods.withInvoice')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {withInvoice && (
          <>
            <Form.Item
              name={['Invoice', 'Title']}
              label={t('orderUi.desk.goods.invoiceTitle')}
              rules={[zodRule(inv.Title, t)]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name={['Invoice', 'TaxNo']} label={t('orderUi.desk.goods.taxNo')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name={['Invoice', 'Recipient']}
              label={t('orderUi.desk.goods.recipient')}
              rules={[zodRule(inv.Recipient, t)]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name={['Invoice', 'Mobile']}
              label={t('orderUi.desk.goods.mobile')}
              rules={[zodRule(inv.Mobile, t)]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item
              name={['Invoice', 'Address']}
              label={t('orderUi.desk.goods.address')}
              rules={[zodRule(inv.Address, t)]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
        <Form.Item name="Remark" label={t('orderUi.detail.remark')}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

type TPriceLine = TOrderDetail['Passengers'][number];
type TPriceForm = { Lines: Record<string, { Price: number; ServiceFee: number }>; Reason?: string };

/** UpdateOrderPrice: ticket price and service fee per passenger, while the order's money is not yet paid. */
export const DeskPriceDialog = ({ product, order, open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TPriceForm>();
  const { busy, run } = useSubmit(onClose, onDone);
  useEffect(() => {
    if (open)
      form.setFieldsValue({
        Lines: Object.fromEntries(
          order.Passengers.map((p) => [p.PassengerID, { Price: p.Price, ServiceFee: p.ServiceFee }]),
        ),
        Reason: '',
      });
  }, [open, order, form]);
  const save = (v: TPriceForm) =>
    run(async () => {
      const r = await product.corrections.price({
        UniqueID: order.UniqueID,
        Version: order.Version,
        Passengers: order.Passengers.map((p) => ({
          PassengerID: p.PassengerID,
          Price: v.Lines[p.PassengerID]?.Price ?? p.Price,
          ServiceFee: v.Lines[p.PassengerID]?.ServiceFee ?? p.ServiceFee,
        })),
        Reason: v.Reason ?? '',
      });
      // A raise waits for the booker's ConfirmOrderPrice; the order cannot be issued until then.
      if (r.isSucc && r.result?.PriceConfirm === 'pending') void message.info(t('orderUi.desk.price.pending'), 6);
      return r;
    });
  return (
    <Modal
      open={open}
      width={720}
      title={t('orderUi.desk.price.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('orderUi.desk.price.raiseNote')} style={{ marginBottom: 12 }} />
      <Form<TPriceForm> form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Table<TPriceLine>
          rowKey="PassengerID"
          size="small"
          pagination={false}
          dataSource={[...order.Passengers]}
          columns={[
            { title: t('orderUi.detail.passengerName'), dataIndex: 'PassengerName' },
            {
              title: t('orderUi.desk.price.ticketPrice'),
              render: (_, p) => (
                <Form.Item
                  name={['Lines', p.PassengerID, 'Price']}
                  noStyle
                  rules={[{ required: true, message: t('orderUi.desk.price.amountRequired') }]}
                >
                  <InputNumber<number> min={0.01} max={100000} precision={2} prefix="¥" style={{ width: 140 }} />
                </Form.Item>
              ),
            },
            {
              title: t('orderUi.detail.serviceFee'),
              render: (_, p) => (
                <Form.Item
                  name={['Lines', p.PassengerID, 'ServiceFee']}
                  noStyle
                  rules={[{ required: true, message: t('orderUi.desk.price.amountRequired') }]}
                >
                  <InputNumber<number> min={0} max={100000} precision={2} prefix="¥" style={{ width: 120 }} />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item
          name="Reason"
          label={t('orderUi.desk.price.reason')}
          style={{ marginTop: 12 }}
          rules={[{ required: true, whitespace: true, message: t('orderUi.desk.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={200} placeholder={t('orderUi.desk.price.reasonHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

type THeaderForm = { ApprovalNo?: string; CostCenterID?: string; ProjectID?: string; TravelPurposeID?: string };
const HEADER_FIELDS = ['ApprovalNo', 'CostCenterID', 'ProjectID', 'TravelPurposeID'] as const;

/**
 * UpdateOrder: the header's references (approval number, cost centre, project, travel purpose), the last three picked
 * from the client company's lists; only changes go.
 */
export const DeskHeaderDialog = ({ product, order, open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<THeaderForm>();
  const { busy, run } = useSubmit(onClose, onDone);
  useEffect(() => {
    if (open) form.setFieldsValue(Object.fromEntries(HEADER_FIELDS.map((f) => [f, order[f]])));
  }, [open, order, form]);
  const save = (v: THeaderForm) => {
    const changed = Object.fromEntries(
      HEADER_FIELDS.filter((f) => (v[f] ?? '').trim() !== order[f]).map((f) => [f, (v[f] ?? '').trim()]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    return void run(() => product.corrections.header({ UniqueID: order.UniqueID, Version: order.Version, ...changed }));
  };
  return (
    <Modal
      open={open}
      title={t('orderUi.desk.header.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orderUi.desk.header.intro')}</Typography.Paragraph>
      <Form<THeaderForm> form={form} layout="vertical" onFinish={save}>
        {HEADER_FIELDS.map((f) => (
          <Form.Item key={f} name={f} label={t(`orderUi.desk.header.${f}`)}>
            {f === 'ApprovalNo' ? (
              <Input maxLength={40} data-testid="desk-header-ApprovalNo" />
            ) : (
              <DeskRefSelect field={f} companyId={order.CompanyID} current={order[f]} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
};

type TStatusForm = { Status?: number; Reason?: string };

/** UpdateOrderStatus: only the moves the order table gives TMC staff from the order's status now. */
export const DeskStatusDialog = ({ product, order, open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TStatusForm>();
  const target = Form.useWatch('Status', form);
  const { busy, run } = useSubmit(onClose, onDone);
  const moves = statusMoves(order, true);
  const needsReason = target === OrderStatus.Cannot || target === OrderStatus.Canceled;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = (v: TStatusForm) =>
    void run(() =>
      product.corrections.status({
        UniqueID: order.UniqueID,
        Status: v.Status ?? 0,
        Reason: v.Reason ?? '',
        Version: order.Version,
      }),
    );
  return (
    <Modal
      open={open}
      title={t('orderUi.desk.status.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orderUi.desk.status.intro')}</Typography.Paragraph>
      <Form<TStatusForm> form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="Status"
          label={t('orderUi.desk.status.target')}
          rules={[{ required: true, message: t('orderUi.desk.status.targetRequired') }]}
        >
          <Select
            options={moves.map((m) => ({
              value: m.status,
              label: `${lookupLabel(STATUS, m.status, t)} — ${t(`orderUi.desk.status.moves.${m.action}`)}`,
            }))}
          />
        </Form.Item>
        {needsReason && (
          <Form.Item
            name="Reason"
            label={t('orderUi.desk.status.reason')}
            rules={[{ required: true, whitespace: true, message: t('orderUi.desk.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

/** OrderCannot: the lock holder gives the order up; the reason is required and shown to the customer. */
export const DeskCannotDialog = ({ product, order, open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Reason?: string }>();
  const { busy, run } = useSubmit(onClose, onDone);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('orderUi.list.cannotTitle', { no: order.UniqueID })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void run(() => product.orders.cannot(order.UniqueID, v.Reason ?? ''))}
      >
        <Form.Item
          name="Reason"
          label={t('orderUi.list.cannotReason')}
          rules={[{ required: true, whitespace: true, message: t('orderUi.desk.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} data-testid="desk-cannot-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
