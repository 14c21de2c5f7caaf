import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { ArrowLeftOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RoleClear, RoleDelete, RoleDetails, RoleGetRoleOwners, type TRoleOwner } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { OwnerPicker } from '../components/OwnerPicker.tsx';
import { RoleFormDrawer } from '../components/RoleFormDrawer.tsx';
import { lookupLabel, roleName } from '../components/role-labels.ts';
import { actionLabelKey } from '../lib/permission-tree.ts';
import { ROLE_KEY, roleDetailKey, roleKeyPayload, roleOwnersKey } from '../lib/role-keys.ts';

/** `/System/Company/{CompanyID}/Role/{RoleCode}` or `/{RoleID}`: a role, its permissions and who holds it. */
const RoleDetailPage = () => {
  const { t, i18n } = useTranslation();
  const { CompanyID = '', RoleKey = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const key = roleKeyPayload(RoleKey);
  const role = useQuery({ queryKey: roleDetailKey(RoleKey), queryFn: () => fetchResult(RoleDetails, key) });
  const roleId = role.data?.RoleID ?? '';
  const owners = useQuery({
    queryKey: roleOwnersKey(roleId),
    queryFn: () => fetchResult(RoleGetRoleOwners, { RoleID: roleId }),
    enabled: roleId !== '',
  });
  const back = () => navigate(`/System/Company/${CompanyID}/Role`);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: ROLE_KEY });
    await qc.invalidateQueries({ queryKey: ['system', 'userActions'] });
  };

  if (role.isError)
    return (
      <LoadFailed
        status="warning"
        title={t('kit.resource.loadFailed', { title: t('role.ui.detail') })}
        error={role.error}
        action={<Button onClick={back}>{t('role.ui.back')}</Button>}
      />
    );
  const r = role.data;
  if (!r)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );

  const revoke = async (o: TRoleOwner) => {
    const res = await call(
      RoleDelete,
      { id: r.RoleID, spaceID: o.OwnerID, ownerType: o.OwnerType },
      { params: { id: r.RoleID } },
    );
    if (res.isSucc) await refresh();
  };
  const clear = async () => {
    if ((await call(RoleClear, { RoleID: r.RoleID })).isSucc) await refresh();
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('role.ui.back')} />
            {roleName(r, i18n.language)}
          </Space>
        }
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('actions.edit')}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('role.fields.RoleCode')}>{r.RoleCode}</Descriptions.Item>
          <Descriptions.Item label={t('role.fields.RoleCategory')}>
            {lookupLabel('RoleCategory', r.RoleCategory, t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('role.fields.DataRange')}>
            <Tag color="blue">{lookupLabel('DataRange', r.DataRange, t)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('role.fields.UpdateTime')}>{r.UpdateTime}</Descriptions.Item>
          <Descriptions.Item label={t('role.ui.permissions')} span={2}>
            <Flex wrap gap={4}>
              {r.ActionCodes.map((c) => (
                <Tag key={c}>{t(actionLabelKey(c))}</Tag>
              ))}
            </Flex>
          </Descriptions.Item>
          {r.Remark && (
            <Descriptions.Item label={t('role.fields.Remark')} span={2}>
              {r.Remark}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card
        title={t('role.ui.owners')}
        extra={
          <Space>
            <Popconfirm title={t('role.ui.confirmClear')} onConfirm={() => void clear()}>
              <Button disabled={!owners.data?.length}>{t('role.ui.clear')}</Button>
            </Popconfirm>
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
              {t('role.ui.addOwners')}
            </Button>
          </Space>
        }
      >
        <Table<TRoleOwner>
          rowKey={(o) => `${o.OwnerType}:${o.OwnerID}`}
          loading={owners.isFetching}
          dataSource={owners.data ?? []}
          pagination={{ pageSize: 20 }}
          columns={[
            {
              title: t('role.ui.ownerType'),
              dataIndex: 'OwnerType',
              width: 140,
              render: (v: number) => lookupLabel('RoleType', v, t),
            },
            { title: t('role.ui.owner'), dataIndex: 'OwnerName' },
            { title: t('role.ui.superior'), dataIndex: 'Superior' },
            {
              key: 'revoke',
              width: 120,
              render: (_, o) => (
                <Popconfirm title={t('role.ui.confirmRevoke')} onConfirm={() => void revoke(o)}>
                  <a>{t('role.ui.revoke')}</a>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <RoleFormDrawer open={editing} role={r} onClose={() => setEditing(false)} />
      <OwnerPicker roleId={r.RoleID} open={picking} onClose={() => setPicking(false)} />
    </Flex>
  );
};

export default RoleDetailPage;
