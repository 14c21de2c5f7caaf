import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Drawer, Form, Input, Radio, Select, Space, Tag, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_KINDS,
  EmployeeUpdate,
  UserStatus,
  ZEmployeeSaveRequest,
  type TDepartmentNode,
  type TEmployee,
  type TEmployeeKind,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { nestDepartments, type TDepartmentTreeItem } from '../lib/department-tree.ts';

type TForm = {
  Name: string;
  Mobile: string;
  Email?: string;
  EmployeeNo?: string;
  DepartmentID?: string;
  JobID?: string;
  JobTitle?: string;
  Roles: TEmployeeKind[];
  Status: number;
};

export type TDepartmentOption = { value: string; title: string; children?: TDepartmentOption[] };

/** The department tree as TreeSelect options. */
export const departmentOptions = (rows: readonly TDepartmentNode[]): TDepartmentOption[] => {
  const map = (items: TDepartmentTreeItem[]): TDepartmentOption[] =>
    items.map((i) => ({ value: i.key, title: i.title, ...(i.children ? { children: map(i.children) } : {}) }));
  return map(nestDepartments(rows));
};

const isKind = (k: string): k is TEmployeeKind => (EMPLOYEE_KINDS as readonly string[]).includes(k);
const shape = ZEmployeeSaveRequest.shape;

type TProps = {
  open: boolean;
  /** The employee to edit; a new one when absent. */
  employee?: TEmployee;
  companyId: string;
  /** The department a new employee starts in (the one picked in the tree). */
  departmentId?: string;
  departments: readonly TDepartmentNode[];
  jobs: { value: string; label: string }[];
  /** The caller: nobody changes their own kinds or status. */
  selfId?: string;
  onClose: () => void;
  onSaved: (e: TEmployee) => void;
};

/** The add/edit drawer of the employee screen. */
export const EmployeeFormDrawer = ({
  open,
  employee,
  companyId,
  departmentId,
  departments,
  jobs,
  selfId,
  onClose,
  onSaved,
}: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TForm>();
  const [saving, setSaving] = useState(false);
  const isAdmin = employee?.Roles.includes('company_admin') ?? false;
  const locked = Boolean(employee && (employee.UserID === selfId || isAdmin));
  const treeData = useMemo(() => departmentOptions(departments), [departments]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      employee
        ? {
            Name: employee.Name,
            Mobile: employee.Mobile,
            Email: employee.Email,
            EmployeeNo: employee.EmployeeNo,
            DepartmentID: employee.DepartmentID || undefined,
            JobID: employee.JobID || undefined,
            JobTitle: employee.JobTitle,
            Roles: employee.Roles.filter(isKind),
            Status: employee.Status,
          }
        : { Roles: ['employee'], Status: UserStatus.Active, DepartmentID: departmentId || undefined },
    );
  }, [open, employee, departmentId, form]);

  const submit = async (v: TForm) => {
    setSaving(true);
    try {
      const r = await call(EmployeeUpdate, {
        CompanyID: companyId,
        UserID: employee?.UserID ?? '',
        Name: v.Name,
        Mobile: v.Mobile,
        Email: v.Email ?? '',
        EmployeeNo: v.EmployeeNo ?? '',
        DepartmentID: v.DepartmentID ?? '',
        JobID: v.JobID ?? '',
        JobTitle: v.JobTitle ?? '',
        // Locked kinds and status are left as they are.
        ...(locked ? {} : { Roles: v.Roles, Status: v.Status }),
      });
      if (!r.isSucc || !r.result) return;
      message.success(r.message || t('messages.saved'));
      onSaved(r.result);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(employee ? 'employee.page.edit' : 'employee.page.add')}
      size={520}
      destroyOnHidden
      data-testid="employee-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form<TForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="Name" label={t('employee.columns.Name')} required rules={[zodRule(shape.Name, t)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="Mobile" label={t('employee.columns.Mobile')} required rules={[zodRule(shape.Mobile, t)]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="Email" label={t('employee.columns.Email')} rules={[zodRule(shape.Email, t)]}>
          <Input maxLength={100} allowClear />
        </Form.Item>
        <Form.Item name="EmployeeNo" label={t('employee.columns.EmployeeNo')} rules={[zodRule(shape.EmployeeNo, t)]}>
          <Input maxLength={40} allowClear />
        </Form.Item>
        <Form.Item name="DepartmentID" label={t('employee.columns.Department')}>
          <TreeSelect
            treeData={treeData}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            placeholder={t('employee.page.departmentPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="JobID" label={t('employee.columns.Job')}>
          <Select
            options={jobs}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('employee.page.jobPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="JobTitle" label={t('employee.columns.JobTitle')} rules={[zodRule(shape.JobTitle, t)]}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        {locked && <Alert type="info" showIcon title={t('employee.page.lockedHelp')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="Roles"
          label={t('employee.columns.Kinds')}
          required
          rules={[zodRule(shape.Roles.unwrap(), t)]}
          extra={
            <Space size={4} wrap>
              {isAdmin && <Tag color="gold">{t('employee.kinds.company_admin')}</Tag>}
              {t('employee.page.kindsHelp')}
            </Space>
          }
        >
          <Checkbox.Group
            disabled={locked}
            options={EMPLOYEE_KINDS.map((k) => ({ value: k, label: t(`employee.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="Status" label={t('employee.columns.Status')}>
          <Radio.Group
            disabled={locked}
            options={[
              { value: UserStatus.Active, label: t('base.lookups.UserStatus.Active') },
              { value: UserStatus.Disabled, label: t('base.lookups.UserStatus.Disabled') },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
