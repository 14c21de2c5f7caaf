import { useEffect } from 'react';
import { App, Button, Descriptions, Form, Modal, Popconfirm, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AssignCustomer, AssignableStaff, UnassignCustomer, type TCustomerRow, type TDuty } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { CUSTOMERS_KEY, STAFF_KEY } from '../lib/query-keys.ts';

type TProps = { customer: TCustomerRow | null; duty: TDuty; onClose: () => void };

/** Assigns (or removes) a customer's service or sales rep, from the staff the caller may assign. */
export const AssignDialog = ({ customer, duty, onClose }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ StaffUserID?: string }>();
  const open = customer !== null;
  const staff = useQuery({
    queryKey: [...STAFF_KEY, duty],
    enabled: open,
    queryFn: () => fetchResult(AssignableStaff, { Duty: duty }),
  });
  const currentId = customer ? (duty === 'service' ? customer.ServiceUserID : customer.SalesUserID) : '';
  const currentName = customer ? (duty === 'service' ? customer.ServiceUserName : customer.SalesUserName) : '';
  const dutyName = t(`customer.duty.${duty}`);

  useEffect(() => {
    if (open) form.setFieldsValue({ StaffUserID: currentId || undefined });
  }, [open, currentId, form]);

  const done = async (key: string) => {
    message.success(t(key));
    await qc.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    onClose();
  };

  const save = async (v: { StaffUserID?: string }) => {
    if (!customer || !v.StaffUserID) return;
    const r = await call(AssignCustomer, { CompanyID: customer.CompanyID, Duty: duty, StaffUserID: v.StaffUserID });
    if (r.isSucc) await done('customer.messages.assigned');
  };

  const unassign = async () => {
    if (!customer) return;
    const r = await call(UnassignCustomer, { CompanyID: customer.CompanyID, Duty: duty });
    if (r.isSucc) await done('customer.messages.unassigned');
  };

  return (
    <Modal
      open={open}
      title={t('customer.assign.title', { duty: dutyName })}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        currentId ? (
          <Popconfirm
            key="unassign"
            title={t('customer.assign.confirmUnassign', { duty: dutyName })}
            okButtonProps={{ danger: true }}
            onConfirm={unassign}
          >
            <Button danger>{t('customer.assign.unassign')}</Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={() => form.submit()} data-testid="assign-save">
          {t('actions.save')}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('customer.assign.company')}>{customer?.CompanyName}</Descriptions.Item>
        <Descriptions.Item label={t('customer.assign.current')}>
          {currentName || t('customer.customers.none')}
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="StaffUserID"
          label={t('customer.assign.staff')}
          rules={[{ required: true, message: t('customer.validation.staff') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={staff.isPending}
            placeholder={t('customer.assign.staffPlaceholder')}
            notFoundContent={t('customer.assign.noStaff')}
            options={(staff.data ?? []).map((s) => ({ value: s.UserID, label: s.UserName }))}
            data-testid="assign-staff"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
