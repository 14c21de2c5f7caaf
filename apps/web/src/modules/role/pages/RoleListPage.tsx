import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RoleDelete, RoleList, type TRole } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { RoleFormDrawer } from '../components/RoleFormDrawer.tsx';
import { SystemRolesCard } from '../components/SystemRolesCard.tsx';
import { lookupLabel, roleName } from '../components/role-labels.ts';
import { ROLE_KEY, roleListKey } from '../lib/role-keys.ts';

/** `/System/Company/{CompanyID}/Role`: the company's roles (spec section 6). */
const RoleListPage = () => {
  const { t, i18n } = useTranslation();
  const { CompanyID = '' } = useParams();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<{ KeyWords?: string }>();
  const [editing, setEditing] = useState<TRole | undefined>();
  const [open, setOpen] = useState(false);
  const paging = readPaging(params);
  const filters = readFilters(params, ['KeyWords'] as const);
  const payload = { ...paging, ...filters };
  const list = useQuery({
    queryKey: roleListKey(payload),
    queryFn: () => fetchResult(RoleList, payload),
    placeholderData: keepPreviousData,
  });

  const remove = async (r: TRole) => {
    const res = await call(RoleDelete, { id: r.RoleID }, { params: { id: r.RoleID } });
    if (res.isSucc) await qc.invalidateQueries({ queryKey: ROLE_KEY });
  };

  const columns = useMemo<TListColumn<TRole>[]>(
    () => [
      {
        title: t('role.fields.RoleCode'),
        dataIndex: 'RoleCode',
        width: 140,
        priority: 'essential',
        render: (v: string) => <Link to={`/System/Company/${CompanyID}/Role/${encodeURIComponent(v)}`}>{v}</Link>,
      },
      {
        title: t('role.fields.RoleName'),
        key: 'name',
        width: 180,
        priority: 'essential',
        ellipsis: true,
        render: (_, r) => roleName(r, i18n.language),
      },
      {
        title: t('role.fields.DataRange'),
        dataIndex: 'DataRange',
        width: 160,
        render: (v: number) => <Tag color="blue">{lookupLabel('DataRange', v, t)}</Tag>,
      },
      { title: t('role.fields.ActionCodes'), key: 'n', width: 110, render: (_, r) => r.ActionCodes.length },
      { title: t('role.fields.OwnerCount'), dataIndex: 'OwnerCount', width: 110 },
      {
        title: t('role.fields.UpdateTime'),
        dataIndex: 'UpdateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('kit.resource.actions'),
        key: 'actions',
        fixed: 'right',
        width: 150,
        render: (_, r) => (
          <Space>
            <Link to={`/System/Company/${CompanyID}/Role/${r.RoleID}`}>{t('actions.view')}</Link>
            <a
              onClick={() => {
                setEditing(r);
                setOpen(true);
              }}
            >
              {t('actions.edit')}
            </a>
            <Popconfirm title={t('role.ui.confirmDelete')} onConfirm={() => void remove(r)}>
              <a>{t('actions.delete')}</a>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, CompanyID],
  );

  if (list.isError)
    return (
      <LoadFailed
        status="warning"
        title={t('kit.resource.loadFailed', { title: t('role.title') })}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Form
          form={form}
          layout="inline"
          initialValues={filters}
          onFinish={(v) => setParams(toSearchParams({ KeyWords: v.KeyWords }, { PageSize: paging.PageSize }))}
        >
          <Form.Item name="KeyWords">
            <Input allowClear placeholder={t('role.ui.keyWords')} style={{ width: 240 }} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setParams(new URLSearchParams());
            }}
          />
        </Form>
      </Card>
      <ListCard<TRole>
        title={t('role.title')}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="RoleID"
        columns={columns}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(undefined);
              setOpen(true);
            }}
          >
            {t('role.ui.add')}
          </Button>
        }
      />
      <SystemRolesCard />
      <RoleFormDrawer open={open} role={editing} onClose={() => setOpen(false)} />
    </Space>
  );
};

export default RoleListPage;
