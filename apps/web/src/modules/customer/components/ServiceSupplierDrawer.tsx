import { useDeferredValue, useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Select, Space } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CustomersFree,
  ServiceSupplierSave,
  SupplierList,
  ZServiceSupplierSaveRequest,
  type TServiceSupplierSaveRequest,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { SERVICE_SUPPLIERS_KEY } from '../lib/query-keys.ts';

/** A service the TMC can choose a supplier for: a product the order screens have (modules/order/products.ts). */
export type TSuppliedProduct = { serviceType: number; name: string };

/** What the drawer edits: a service's default (no CompanyID) or a client's own choice, with what is chosen now. */
export type TSupplierChoice = {
  mode: 'default' | 'client';
  Service?: number;
  CompanyID?: string;
  CompanyName?: string;
  SupplierID?: string;
  SupplierName?: string;
};

type TProps = { choice: TSupplierChoice | null; products: readonly TSuppliedProduct[]; onClose: () => void };
const shape = ZServiceSupplierSaveRequest.shape;

/** The search words of a picker fed by a list call (deferred, so typing stays quick). */
const useSearch = () => {
  const [search, setSearch] = useState('');
  return { keyWords: useDeferredValue(search.trim()), setSearch };
};

/** The operator chooses the supplier of a service: its default, or a client company's own (which wins for it). */
export const ServiceSupplierDrawer = ({ choice: asked, products, onClose }: TProps) => {
  const { t } = useTranslation();
  // While the drawer slides out it keeps showing the choice it had (its title and fields do not change under it).
  const [choice, setChoice] = useState(asked);
  if (asked !== null && asked !== choice) setChoice(asked);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TServiceSupplierSaveRequest>();
  const [saving, setSaving] = useState(false);
  const open = asked !== null;
  const forClient = choice?.mode === 'client';
  const clients = useSearch();
  const suppliers = useSearch();

  useEffect(() => {
    if (!choice) return;
    form.resetFields();
    form.setFieldsValue({
      Service: choice.Service ?? products[0]?.serviceType,
      CompanyID: choice.CompanyID ?? '',
      SupplierID: choice.SupplierID,
    } as TServiceSupplierSaveRequest);
  }, [choice, products, form]);

  const clientList = useQuery({
    queryKey: ['customer', 'serviceSupplierClients', clients.keyWords],
    queryFn: () =>
      fetchResult(
        CustomersFree,
        { PageNo: 1, PageSize: 50, ...(clients.keyWords ? { KeyWords: clients.keyWords } : {}) },
        { failTips: false },
      ),
    enabled: open && forClient && !choice?.CompanyID,
    placeholderData: keepPreviousData,
  });
  const supplierList = useQuery({
    queryKey: ['customer', 'serviceSupplierOptions', suppliers.keyWords],
    queryFn: () =>
      fetchResult(
        SupplierList,
        { PageNo: 1, PageSize: 50, ...(suppliers.keyWords ? { KeyWords: suppliers.keyWords } : {}) },
        { failTips: false },
      ),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const clientOptions = (clientList.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName }));
  if (choice?.CompanyID) clientOptions.unshift({ value: choice.CompanyID, label: choice.CompanyName ?? '' });
  // Only an active supplier can be chosen; the one chosen now keeps its name while the search looks elsewhere.
  const supplierOptions = (supplierList.data?.Entities ?? [])
    .filter((s) => s.Status === 'active')
    .map((s) => ({ value: s.CompanyID, label: s.CompanyName }));
  if (choice?.SupplierID && !supplierOptions.some((o) => o.value === choice.SupplierID))
    supplierOptions.unshift({ value: choice.SupplierID, label: choice.SupplierName ?? choice.SupplierID });

  const save = async (v: TServiceSupplierSaveRequest) => {
    setSaving(true);
    const r = await call(ServiceSupplierSave, { ...v, CompanyID: forClient ? v.CompanyID : '' });
    setSaving(false);
    if (!r.isSucc) return;
    void message.success(r.message || t('messages.saved'));
    await qc.invalidateQueries({ queryKey: SERVICE_SUPPLIERS_KEY });
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      title={t(forClient ? 'customer.serviceSuppliers.drawerClient' : 'customer.serviceSuppliers.drawerDefault')}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="service-supplier-save">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('customer.serviceSuppliers.drawerIntro')} style={{ marginBottom: 16 }} />
      <Form<TServiceSupplierSaveRequest> form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="Service"
          label={t('customer.serviceSuppliers.service')}
          required
          rules={[zodRule(shape.Service, t)]}
        >
          <Select
            disabled={choice?.Service !== undefined}
            options={products.map((p) => ({ value: p.serviceType, label: t(p.name) }))}
            data-testid="service-supplier-service"
          />
        </Form.Item>
        {forClient && (
          <Form.Item
            name="CompanyID"
            label={t('customer.serviceSuppliers.client')}
            required
            rules={[{ required: true, message: t('customer.validation.companyId') }]}
          >
            <Select
              disabled={!!choice?.CompanyID}
              options={clientOptions}
              loading={clientList.isFetching}
              placeholder={t('customer.serviceSuppliers.clientPlaceholder')}
              showSearch={{ filterOption: false, onSearch: clients.setSearch }}
              data-testid="service-supplier-client"
            />
          </Form.Item>
        )}
        <Form.Item
          name="SupplierID"
          label={t('customer.serviceSuppliers.supplier')}
          required
          rules={[zodRule(shape.SupplierID, t)]}
        >
          <Select
            options={supplierOptions}
            loading={supplierList.isFetching}
            placeholder={t('customer.serviceSuppliers.supplierPlaceholder')}
            showSearch={{ filterOption: false, onSearch: suppliers.setSearch }}
            data-testid="service-supplier-supplier"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
