import { useState } from 'react';
import { Checkbox, Flex, Modal, Segmented, Select, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLE_OWNER_TYPES, RoleGetConsumers, RoleOwners, RoleSubscribe, RoleType } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { ROLE_KEY } from '../lib/role-keys.ts';
import { lookupLabel } from './role-labels.ts';

type TProps = { roleId: string; open: boolean; onClose: () => void };

/** Gives a role to owners of one type: people (optionally of one department and below), jobs, groups, departments, the company. */
export const OwnerPicker = ({ roleId, open, onClose }: TProps) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [type, setType] = useState<number>(RoleType.User);
  const [dept, setDept] = useState<string | undefined>();
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const departments = useQuery({
    queryKey: [...ROLE_KEY, 'consumers', RoleType.Department],
    queryFn: () => fetchResult(RoleGetConsumers, { RoleType: RoleType.Department }),
    enabled: open,
  });
  const candidates = useQuery({
    queryKey: [...ROLE_KEY, 'candidates', roleId, type, dept],
    queryFn: () =>
      fetchResult(RoleOwners, {
        PageSize: 500,
        RoleType: type,
        RoleID: roleId,
        ...(dept && type === RoleType.User ? { Superior: { RoleType: RoleType.Department, RootID: dept } } : {}),
      }),
    enabled: open,
  });

  const submit = async () => {
    if (picked.length === 0) return onClose();
    setBusy(true);
    try {
      const r = await call(RoleSubscribe, { RoleID: roleId, OwnerType: type, OwnerIDs: picked });
      if (!r.isSucc) return;
      await qc.invalidateQueries({ queryKey: ROLE_KEY });
      await qc.invalidateQueries({ queryKey: ['system', 'userActions'] });
      setPicked([]);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('role.ui.chooseOwners')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Segmented
          value={type}
          onChange={(v) => {
            setType(Number(v));
            setPicked([]);
          }}
          options={ROLE_OWNER_TYPES.map((v) => ({ value: v, label: lookupLabel('RoleType', v, t) }))}
        />
        {type === RoleType.User && (
          <Select
            allowClear
            placeholder={t('role.ui.underDepartment')}
            value={dept}
            onChange={setDept}
            style={{ width: 280 }}
            options={(departments.data ?? []).map((d) => ({ value: d.OwnerID, label: d.OwnerName }))}
          />
        )}
        <Table
          size="small"
          rowKey="OwnerID"
          loading={candidates.isFetching}
          dataSource={candidates.data ?? []}
          pagination={{ pageSize: 8 }}
          columns={[
            {
              key: 'pick',
              width: 48,
              render: (_, o) => (
                <Checkbox
                  aria-label={o.OwnerName}
                  checked={o.Owned || picked.includes(o.OwnerID)}
                  disabled={o.Owned}
                  onChange={(e) =>
                    setPicked((p) => (e.target.checked ? [...p, o.OwnerID] : p.filter((x) => x !== o.OwnerID)))
                  }
                />
              ),
            },
            { title: t('role.ui.owner'), dataIndex: 'OwnerName' },
            {
              title: t('role.ui.superior'),
              dataIndex: 'Superior',
              render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
            },
          ]}
        />
      </Flex>
    </Modal>
  );
};
