import { useState } from 'react';
import { Alert, Descriptions, Modal, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmployeeList, UpdateSuperUser, type TCustomerRow } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { CUSTOMERS_KEY } from '../lib/query-keys.ts';

type TProps = { customer: TCustomerRow | null; onClose: () => void };

/** TMC staff who serve a customer change its administrator (system/ServiceInfo/UpdateSuperUser). */
export const SuperUserDialog = ({ customer, onClose }: TProps) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [userId, setUserId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [keyWords, setKeyWords] = useState('');
  const companyId = customer?.CompanyID ?? '';
  const people = useQuery({
    queryKey: ['system', 'customer', 'people', companyId, keyWords],
    queryFn: () =>
      fetchResult(EmployeeList, {
        CompanyID: companyId,
        PageNo: 1,
        PageSize: 50,
        ...(keyWords ? { KeyWords: keyWords } : {}),
      }),
    enabled: companyId !== '',
  });

  const save = async () => {
    if (!customer || !userId) return;
    setBusy(true);
    try {
      const r = await call(UpdateSuperUser, { CompanyID: customer.CompanyID, UserID: userId });
      if (!r.isSucc) return;
      await qc.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      setUserId(undefined);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={customer !== null}
      title={t('customer.superUser.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !userId }}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('customer.superUser.company')}>{customer?.CompanyName}</Descriptions.Item>
        <Descriptions.Item label={t('customer.superUser.current')}>{customer?.AdminName || '—'}</Descriptions.Item>
      </Descriptions>
      <Select
        showSearch
        filterOption={false}
        onSearch={setKeyWords}
        value={userId}
        onChange={setUserId}
        placeholder={t('customer.superUser.pick')}
        aria-label={t('customer.superUser.receiver')}
        loading={people.isFetching}
        style={{ width: '100%' }}
        options={(people.data?.Entities ?? [])
          .filter((p) => p.Name !== customer?.AdminName || p.Mobile !== customer?.AdminMobile)
          .map((p) => ({ value: p.UserID, label: `${p.Name} · ${p.Mobile || p.Email} · ${p.DepartmentName}` }))}
      />
      <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('customer.superUser.hint')} />
    </Modal>
  );
};
