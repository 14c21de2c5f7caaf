import { useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Divider, Drawer, Form, Input, Row, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ALL_SERVICE_IDS,
  SaveCustomer,
  ZSaveCustomerRequest,
  serviceNameKey,
  type TSaveCustomerRequest,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { CUSTOMERS_KEY } from '../lib/query-keys.ts';
import { CompanyNameFields } from './CompanyNameFields.tsx';
import { useLevelOptions } from '../lib/use-level-options.ts';

type TProps = { open: boolean; onClose: () => void };
const shape = ZSaveCustomerRequest.shape;

/** An operator creates a client company and its administrator (initial password by SMS). */
export const NewCustomerDrawer = ({ open, onClose }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TSaveCustomerRequest>();
  const [saving, setSaving] = useState(false);
  const levels = useLevelOptions(open);
  const rule = (k: keyof typeof shape) => [zodRule(shape[k], t)];

  const save = async (v: TSaveCustomerRequest) => {
    setSaving(true);
    const r = await call(SaveCustomer, { ...v, LevelID: v.LevelID ?? '', ServiceIDs: v.ServiceIDs ?? [] });
    setSaving(false);
    if (!r.isSucc) return;
    message.success(t('customer.newCustomer.created'));
    await qc.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    form.resetFields();
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={620}
      destroyOnHidden
      title={t('customer.newCustomer.title')}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="new-customer-save">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('customer.newCustomer.intro')} style={{ marginBottom: 16 }} />
      <Form<TSaveCustomerRequest>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ ServiceIDs: [...ALL_SERVICE_IDS] }}
      >
        <Divider titlePlacement="start">{t('customer.newCustomer.company')}</Divider>
        <CompanyNameFields prefix="customer.newCustomer" schemas={shape} nameTestId="new-customer-name" />
        <Form.Item name="LevelID" label={t('customer.newCustomer.level')}>
          <Select allowClear loading={levels.isPending} options={levels.data ?? []} />
        </Form.Item>
        <Form.Item name="ServiceIDs" label={t('customer.newCustomer.services')}>
          <Checkbox.Group
            options={ALL_SERVICE_IDS.map((id) => ({ value: id, label: t(serviceNameKey(id)) }))}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', rowGap: 8 }}
          />
        </Form.Item>
        <Divider titlePlacement="start">{t('customer.newCustomer.adminSection')}</Divider>
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="AdminName" label={t('customer.newCustomer.adminName')} required rules={rule('AdminName')}>
              <Input maxLength={50} data-testid="new-customer-admin" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name="AdminMobile"
              label={t('customer.newCustomer.adminMobile')}
              required
              rules={rule('AdminMobile')}
            >
              <Input maxLength={11} data-testid="new-customer-mobile" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="AdminEmail" label={t('customer.newCustomer.adminEmail')} rules={rule('AdminEmail')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
