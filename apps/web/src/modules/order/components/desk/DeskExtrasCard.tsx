import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TReply } from '@opentmc/contracts';
import { yuanText } from '../../../../kit/money.ts';
import { orderExtrasKey } from '../../lib/keys.ts';
import type { TOrderProduct } from '../../products.ts';
import type { TOrderDetail, TOrderExtra } from '../../types.ts';

// SearchExtras and CreateExtras (docs/orders.md "Corrections"): an order's extra charges (the product's kinds:
// delivery, paper ticket, other) and, for TMC staff holding the lock, a form to add one. The list's key lives under
// the order's key, so refreshing the order after any action refreshes it too.

type TExtraForm = { Kind: string; Name?: string; Amount?: number };

export const DeskExtrasCard = ({
  product,
  order,
  canAdd,
  onDone,
}: {
  product: TOrderProduct;
  order: TOrderDetail;
  canAdd: boolean;
  onDone: (r: TReply<unknown>) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TExtraForm>();
  const kind = Form.useWatch('Kind', form);
  const [busy, setBusy] = useState(false);
  const extras = useQuery({
    queryKey: orderExtrasKey(product.service, order.UniqueID),
    queryFn: () => product.extras.list(order.UniqueID),
  });
  const add = async (v: TExtraForm) => {
    setBusy(true);
    try {
      const r = await product.extras.add({
        UniqueID: order.UniqueID,
        Version: order.Version,
        Kind: v.Kind,
        Name: v.Name ?? '',
        Amount: v.Amount ?? 0,
      });
      if (r.isSucc) form.resetFields();
      await onDone(r);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('orderUi.desk.extras.title')}
      extra={extras.data ? `${t('orderUi.desk.extras.total')}: ${yuanText(extras.data.Total)}` : null}
      data-testid="desk-extras"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Table<TOrderExtra>
          rowKey="ExtraID"
          size="small"
          pagination={false}
          loading={extras.isLoading}
          dataSource={extras.data?.Entities ?? []}
          locale={{ emptyText: t('orderUi.desk.extras.none') }}
          columns={[
            { title: t('orderUi.desk.extras.kind'), render: (_, x) => t(`orderUi.desk.extras.kinds.${x.Kind}`) },
            { title: t('orderUi.desk.extras.name'), dataIndex: 'Name' },
            { title: t('orderUi.desk.extras.amount'), align: 'right', render: (_, x) => yuanText(x.Amount) },
            {
              title: t('orderUi.desk.extras.settlement'),
              render: (_, x) => (
                <Tag color={x.Settlement === 'Paid' ? 'green' : 'blue'}>
                  {t(`orderUi.desk.extras.settlements.${x.Settlement}`)}
                </Tag>
              ),
            },
            { title: t('orderUi.desk.extras.time'), dataIndex: 'CreateTime' },
          ]}
        />
        {canAdd && (
          <Form<TExtraForm>
            form={form}
            layout="inline"
            initialValues={{ Kind: product.extras.kinds[0] }}
            onFinish={(v) => void add(v)}
            style={{ rowGap: 12 }}
            data-testid="desk-extra-form"
          >
            <Form.Item name="Kind" label={t('orderUi.desk.extras.kind')}>
              <Select
                style={{ width: 140 }}
                data-testid="desk-extra-kind"
                options={product.extras.kinds.map((k) => ({ value: k, label: t(`orderUi.desk.extras.kinds.${k}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="Name"
              label={t('orderUi.desk.extras.name')}
              rules={[{ required: kind === 'Other', message: t('orderUi.desk.extras.nameRequired') }]}
            >
              <Input
                maxLength={60}
                style={{ width: 180 }}
                placeholder={t('orderUi.desk.extras.namePlaceholder')}
                data-testid="desk-extra-name"
              />
            </Form.Item>
            <Form.Item
              name="Amount"
              label={t('orderUi.desk.extras.amount')}
              rules={[{ required: true, message: t('orderUi.desk.extras.amountRequired') }]}
            >
              <InputNumber<number>
                min={0.01}
                max={10000}
                precision={2}
                prefix="¥"
                style={{ width: 140 }}
                data-testid="desk-extra-amount"
              />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="desk-extra-add">
                {t('orderUi.desk.extras.add')}
              </Button>
            </Form.Item>
          </Form>
        )}
      </Space>
    </Card>
  );
};
