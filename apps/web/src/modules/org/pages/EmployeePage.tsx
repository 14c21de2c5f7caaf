import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Tag,
  Tree,
  Typography,
} from 'antd';
import { ApartmentOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DepartmentTree,
  EMPLOYEE_KINDS,
  EmployeeExport,
  EmployeeInitializePassword,
  EmployeeList,
  EmployeeUpdate,
  OrgAction,
  UserStatus,
  jobResource,
  type TEmployee,
  type TPayloadOf,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { holdsAction, useTicket, useUserActions } from '../../../app/session.ts';
import type { TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { RowActions } from '../../../kit/RowActions.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ownerPayload } from '../../../kit/resource/index.ts';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { departmentTreeKey, nestDepartments } from '../lib/department-tree.ts';
import { saveFile } from '../../../kit/files.ts';
import { employeeListKey } from '../lib/employee-files.ts';
import { EmployeeFormDrawer } from './EmployeeFormDrawer.tsx';
import { EmployeeImportDialog } from './EmployeeImportDialog.tsx';

const FILTERS = ['KeyWords', 'Status', 'Role', 'JobID', 'DepartmentID', 'Sub'] as const;
type TSearchForm = { KeyWords?: string; Status?: number; Role?: string; JobID?: string };
type TListPayload = TPayloadOf<typeof EmployeeList>;

const KIND_COLORS: Record<string, string> = { company_admin: 'gold', approver: 'blue', finance: 'green' };
const STATUSES = [UserStatus.Active, UserStatus.Disabled] as const;
const ROLES = ['company_admin', ...EMPLOYEE_KINDS] as const;
const ALL = '__all__';

/** Whether the menu actions (groups with their children) hold an action code. */
/**
 * `/System/Company/:CompanyID/Employee`: the company's employees, filtered by the department tree on the
 * left and the search form; add and edit in a drawer, enable or disable, initialise a password, import from
 * the .xlsx template and export the filtered list. Everyone sees only their data range; the managing
 * buttons show to holders of the employees action.
 */
const EmployeePage = () => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const companyId = useParams().CompanyID ?? '';
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const [drawer, setDrawer] = useState<{ open: boolean; employee?: TEmployee }>({ open: false });
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const ticket = useTicket().data;

  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const status = Number(filters.Status);
  const payload: TListPayload = {
    ...paging,
    CompanyID: companyId,
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
    ...(STATUSES.includes(status as (typeof STATUSES)[number]) ? { Status: status } : {}),
    ...(filters.Role && (ROLES as readonly string[]).includes(filters.Role)
      ? { Role: filters.Role as TListPayload['Role'] }
      : {}),
    ...(filters.JobID ? { JobID: filters.JobID } : {}),
    ...(filters.DepartmentID ? { DepartmentID: filters.DepartmentID, IncludeSubDepartments: filters.Sub !== '0' } : {}),
  };

  const list = useQuery({
    queryKey: [...employeeListKey(companyId), payload],
    queryFn: () => fetchResult(EmployeeList, payload),
    placeholderData: keepPreviousData,
  });
  const tree = useQuery({
    queryKey: departmentTreeKey(companyId),
    queryFn: () => fetchResult(DepartmentTree, { CompanyID: companyId }),
  });
  const actions = useUserActions(ticket?.UserID);
  const canManage = holdsAction(actions.data?.UserActions ?? [], OrgAction.employees);
  const jobs = useQuery({
    queryKey: ['org', 'employee', 'jobs', companyId],
    queryFn: () =>
      fetchResult(
        jobResource.calls.List,
        { ...ownerPayload(jobResource, companyId), PageSize: 1000 },
        { failTips: false },
      ),
    enabled: canManage,
  });
  const jobOptions = useMemo(
    () => (jobs.data?.Entities ?? []).map((j) => ({ value: String(j.JobID), label: String(j.JobName) })),
    [jobs.data],
  );
  const departments = useMemo(() => tree.data?.Entities ?? [], [tree.data]);
  const treeItems = useMemo(() => nestDepartments(departments), [departments]);

  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), FILTERS);
    const s = Number(f.Status);
    form.setFieldsValue({
      KeyWords: f.KeyWords,
      Status: STATUSES.includes(s as (typeof STATUSES)[number]) ? s : undefined,
      Role: f.Role,
      JobID: f.JobID,
    });
  }, [paramKey, form]);

  const setFilter = (changes: Record<string, string | number | undefined>) =>
    setParams(toSearchParams({ ...filters, ...changes }, { PageNo: 1, PageSize: paging.PageSize }));
  const refresh = () => qc.invalidateQueries({ queryKey: employeeListKey(companyId) });

  const setStatus = async (e: TEmployee, Status: number) => {
    const r = await call(EmployeeUpdate, {
      CompanyID: companyId,
      UserID: e.UserID,
      Name: e.Name,
      Mobile: e.Mobile,
      Email: e.Email,
      EmployeeNo: e.EmployeeNo,
      DepartmentID: e.DepartmentID,
      JobID: e.JobID,
      JobTitle: e.JobTitle,
      Status,
    });
    if (!r.isSucc) return;
    message.success(r.message || t('messages.updated'));
    await refresh();
  };

  const initPassword = async (e: TEmployee) => {
    const r = await call(EmployeeInitializePassword, { CompanyID: companyId, UserID: e.UserID });
    if (!r.isSucc || !r.result) return;
    message.success(t('employee.page.passwordSentTo', { to: r.result.SentTo }));
    await refresh();
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const { PageNo: _no, PageSize: _size, ...rest } = payload;
      const r = await call(EmployeeExport, rest);
      if (!r.isSucc || !r.result) return;
      saveFile(r.result);
      message.success(t('employee.page.exported', { name: r.result.FileName }));
    } finally {
      setExporting(false);
    }
  };

  // Beside the department tree the list is narrow: name, status, mobile and department show, the rest folds.
  const columns = ((): TListColumn<TEmployee>[] => {
    const locked = (e: TEmployee) => e.UserID === ticket?.UserID || e.Roles.includes('company_admin');
    const cols: TListColumn<TEmployee>[] = [
      {
        title: t('employee.columns.Name'),
        dataIndex: 'Name',
        width: 130,
        fixed: 'left',
        render: (v: string, e) => (
          <Flex vertical>
            <Space size={4}>
              <Typography.Text strong>{v}</Typography.Text>
              {e.UserID === ticket?.UserID && <Tag variant="filled">{t('employee.page.self')}</Tag>}
            </Space>
            {e.EmployeeNo && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.EmployeeNo}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('employee.columns.Mobile'),
        dataIndex: 'Mobile',
        width: 150,
        render: (v: string, e) => (
          <Flex vertical style={{ minWidth: 0 }}>
            <span>{v}</span>
            {e.Email && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: e.Email }} style={{ fontSize: 12 }}>
                {e.Email}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('employee.columns.Status'),
        dataIndex: 'Status',
        width: 90,
        priority: 'essential',
        render: (v: number) => (
          <Badge
            status={v === UserStatus.Disabled ? 'default' : 'success'}
            text={t(v === UserStatus.Disabled ? 'base.lookups.UserStatus.Disabled' : 'base.lookups.UserStatus.Active')}
          />
        ),
      },
      {
        title: t('employee.columns.Department'),
        dataIndex: 'DepartmentPath',
        width: 150,
        ellipsis: true,
      },
      {
        title: t('employee.columns.Kinds'),
        dataIndex: 'Roles',
        width: 140,
        priority: 'optional',
        render: (roles: string[]) => (
          <Flex gap={4} wrap>
            {roles.map((k) => (
              <Tag key={k} color={KIND_COLORS[k]} style={{ marginInlineEnd: 0 }}>
                {t(`employee.kinds.${k}`, { defaultValue: k })}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        title: t('employee.columns.Job'),
        dataIndex: 'JobName',
        width: 120,
        priority: 'optional',
        render: (v: string, e) => (
          <Flex vertical>
            <span>{v || e.JobTitle || '—'}</span>
            {v && e.JobTitle && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.JobTitle}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
    ];
    if (!canManage) return cols;
    cols.push({
      title: t('employee.page.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, e) => {
        const disabled = e.Status === UserStatus.Disabled;
        return (
          <RowActions
            actions={[
              { key: 'edit', label: t('actions.edit'), onClick: () => setDrawer({ open: true, employee: e }) },
              {
                key: 'status',
                label: t(disabled ? 'actions.enable' : 'actions.disable'),
                danger: !disabled,
                disabled: locked(e),
                onClick: () =>
                  void modal.confirm({
                    title: t(disabled ? 'employee.page.confirmEnable' : 'employee.page.confirmDisable', {
                      name: e.Name,
                    }),
                    okButtonProps: { danger: !disabled },
                    onOk: () => setStatus(e, disabled ? UserStatus.Active : UserStatus.Disabled),
                  }),
              },
              {
                key: 'password',
                label: t('employee.page.initPassword'),
                disabled: locked(e),
                onClick: () =>
                  void modal.confirm({
                    title: t('employee.page.initPassword'),
                    content: t('employee.page.confirmInitPassword', { name: e.Name }),
                    onOk: () => initPassword(e),
                  }),
              },
            ]}
          />
        );
      },
    });
    return cols;
  })();

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('employee.page.title')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  const selected = filters.DepartmentID;
  const treeCard = (
    <Card
      size="small"
      title={
        <Space>
          <ApartmentOutlined />
          {t('employee.page.departments')}
        </Space>
      }
      style={{ flex: '0 0 260px', minWidth: 240 }}
      styles={{ body: { maxHeight: 640, overflow: 'auto' } }}
    >
      <Flex vertical gap={8}>
        <Checkbox
          checked={filters.Sub !== '0'}
          onChange={(e) => setFilter({ Sub: e.target.checked ? undefined : '0' })}
        >
          {t('employee.page.includeSub')}
        </Checkbox>
        {tree.isPending ? (
          <Skeleton active />
        ) : departments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            data-testid="employee-department-tree"
            treeData={[{ key: ALL, title: t('employee.page.allDepartments'), children: treeItems }]}
            blockNode
            // A small tree opens whole; a large one shows its top level.
            defaultExpandAll={departments.length <= 200}
            defaultExpandedKeys={[ALL]}
            selectedKeys={[selected ?? ALL]}
            onSelect={(keys) => {
              const key = keys[0] === undefined ? ALL : String(keys[0]);
              setFilter({ DepartmentID: key === ALL ? undefined : key });
            }}
          />
        )}
      </Flex>
    </Card>
  );

  return (
    <Flex gap={16} align="flex-start" data-testid="employee-page">
      {treeCard}
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        <Card>
          <Form<TSearchForm>
            form={form}
            layout="inline"
            style={{ rowGap: 12 }}
            onFinish={(v) => setFilter({ KeyWords: v.KeyWords, Status: v.Status, Role: v.Role, JobID: v.JobID })}
          >
            <Form.Item name="KeyWords" label={t('employee.page.keywords')}>
              <Input
                allowClear
                style={{ width: 220 }}
                maxLength={100}
                placeholder={t('employee.page.keywordsPlaceholder')}
              />
            </Form.Item>
            <Form.Item name="Status" label={t('employee.columns.Status')}>
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={t('employee.page.all')}
                options={[
                  { value: UserStatus.Active, label: t('base.lookups.UserStatus.Active') },
                  { value: UserStatus.Disabled, label: t('base.lookups.UserStatus.Disabled') },
                ]}
              />
            </Form.Item>
            <Form.Item name="Role" label={t('employee.columns.Kinds')}>
              <Select
                allowClear
                style={{ width: 150 }}
                placeholder={t('employee.page.all')}
                options={ROLES.map((k) => ({ value: k, label: t(`employee.kinds.${k}`) }))}
              />
            </Form.Item>
            {canManage && jobOptions.length > 0 && (
              <Form.Item name="JobID" label={t('employee.columns.Job')}>
                <Select
                  allowClear
                  style={{ width: 150 }}
                  placeholder={t('employee.page.all')}
                  options={jobOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            )}
            <SearchActions
              onReset={() => {
                form.resetFields();
                setParams(toSearchParams({ DepartmentID: filters.DepartmentID, Sub: filters.Sub }));
              }}
            />
          </Form>
        </Card>
        <ListCard<TEmployee>
          title={t('employee.page.title')}
          intro={<Typography.Paragraph type="secondary">{t('employee.page.intro')}</Typography.Paragraph>}
          query={list}
          rows={list.data?.Entities ?? []}
          total={list.data?.RecordCount ?? 0}
          rowKey="UserID"
          columns={columns}
          toolbar={
            canManage && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
                  {t('employee.page.add')}
                </Button>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="employee-import">
                  {t('actions.import')}
                </Button>
                <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
                  {t('actions.export')}
                </Button>
              </>
            )
          }
        />
      </Flex>
      <EmployeeFormDrawer
        open={drawer.open}
        employee={drawer.employee}
        companyId={companyId}
        departmentId={filters.DepartmentID}
        departments={departments}
        jobs={jobOptions}
        selfId={ticket?.UserID}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={() => {
          setDrawer((d) => ({ ...d, open: false }));
          void refresh();
          void qc.invalidateQueries({ queryKey: departmentTreeKey(companyId) });
        }}
      />
      <EmployeeImportDialog
        open={importing}
        companyId={companyId}
        onClose={() => setImporting(false)}
        onImported={() => {
          void refresh();
          void qc.invalidateQueries({ queryKey: departmentTreeKey(companyId) });
        }}
      />
    </Flex>
  );
};

export default EmployeePage;
