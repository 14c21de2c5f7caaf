import { useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Form, Input, Select, Space, Tree, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DataRange,
  RoleUpdate,
  ZRoleCode,
  companyKindOf,
  lookupOf,
  lookupTitleKey,
  type TRole,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { useSessionTicket } from '../../../app/shell/hooks.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { checkedCodes, permissionTree } from '../lib/permission-tree.ts';
import { ROLE_KEY } from '../lib/role-keys.ts';

type TForm = {
  RoleCode: string;
  RoleName: string;
  RoleNameEn?: string;
  DataRange: number;
  Remark?: string;
};

type TProps = { open: boolean; role?: TRole | undefined; onClose: () => void; onSaved?: (r: TRole) => void };

/** Creates or edits a role: code, names, data range and the permissions (the company's grantable menu entries). */
export const RoleFormDrawer = ({ open, role, onClose, onSaved }: TProps) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const ticket = useSessionTicket();
  const [form] = Form.useForm<TForm>();
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const tree = useMemo(
    () =>
      permissionTree(companyKindOf(ticket?.FeatureCodes ?? [])).map((g) => ({
        key: g.key,
        title: t(g.titleKey),
        children: g.children?.map((c) => ({ key: c.key, title: t(c.titleKey) })),
      })),
    [ticket?.FeatureCodes, t],
  );
  const dataRange = lookupOf('DataRange');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      role
        ? {
            RoleCode: role.RoleCode,
            RoleName: role.RoleName,
            RoleNameEn: role.RoleNameEn,
            DataRange: role.DataRange,
            Remark: role.Remark,
          }
        : { DataRange: DataRange.SelfOnly },
    );
    setChecked(role?.ActionCodes ?? []);
  }, [open, role, form]);

  const save = async (v: TForm) => {
    setBusy(true);
    try {
      const r = await call(RoleUpdate, {
        ...v,
        ...(role ? { RoleID: role.RoleID } : {}),
        ActionCodes: checkedCodes(checked),
      });
      if (!r.isSucc || !r.result) return;
      await qc.invalidateQueries({ queryKey: ROLE_KEY });
      // The administrator's own menu may change too.
      await qc.invalidateQueries({ queryKey: ['system', 'userActions'] });
      onSaved?.(r.result);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={t(role ? 'role.ui.edit' : 'role.ui.add')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="role-save">
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<TForm> form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item name="RoleCode" label={t('role.fields.RoleCode')} rules={[zodRule(ZRoleCode, t)]}>
          <Input maxLength={40} disabled={role !== undefined} />
        </Form.Item>
        <Form.Item
          name="RoleName"
          label={t('role.fields.RoleName')}
          rules={[{ required: true, whitespace: true, message: t('messages.validation.required') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="RoleNameEn" label={t('role.fields.RoleNameEn')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="DataRange" label={t('role.fields.DataRange')} rules={[{ required: true }]}>
          <Select
            options={Object.entries(dataRange.codes).map(([code, id]) => ({
              value: id,
              label: t(lookupTitleKey(dataRange, code)),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('role.ui.permissions')} extra={t('role.ui.byKinds')}>
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={tree}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
          {tree.length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
        </Form.Item>
        <Form.Item name="Remark" label={t('role.fields.Remark')}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
