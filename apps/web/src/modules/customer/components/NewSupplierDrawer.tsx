import { useState } from 'react';
import { Alert, App, Button, Col, Drawer, Form, Input, Row, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveSupplier, ZSaveSupplierRequest, type TSaveSupplierRequest } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { SUPPLIERS_KEY } from '../lib/query-keys.ts';
import { CompanyNameFields } from './CompanyNameFields.tsx';

type TProps = { open: boolean; onClose: () => void };
const shape = ZSaveSupplierRequest.shape;

/** An operator creates a supplier company and its account (initial password by SMS). */
export const NewSupplierDrawer = ({ open, onClose }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TSaveSupplierRequest>();
  const [saving, setSaving] = useState(false);
  const rule = (k: keyof typeof shape) => [zodRule(shape[k], t)];

  const save = async (v: TSaveSupplierRequest) => {
    setSaving(true);
    const r = await call(SaveSupplier, v);
    setSaving(false);
    if (!r.isSucc) return;
    message.success(t('customer.newSupplier.created'));
    await qc.invalidateQueries({ queryKey: SUPPLIERS_KEY });
    form.resetFields();
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={t('customer.newSupplier.title')}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="new-supplier-save">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('customer.newSupplier.intro')} style={{ marginBottom: 16 }} />
      <Form<TSaveSupplierRequest> form={form} layout="vertical" onFinish={save}>
        <CompanyNameFields prefix="customer.newSupplier" schemas={shape} nameTestId="new-supplier-name" />
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item
              name="ContactName"
              label={t('customer.newSupplier.contactName')}
              required
              rules={rule('ContactName')}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="Mobile" label={t('customer.newSupplier.mobile')} required rules={rule('Mobile')}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="Email" label={t('customer.newSupplier.email')} rules={rule('Email')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
