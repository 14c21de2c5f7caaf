import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RoleDetails, RoleNameList } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { useUserActions } from '../../../app/session.ts';
import { lookupLabel, roleName } from '../components/role-labels.ts';
import { actionLabelKey } from '../lib/permission-tree.ts';
import { ROLE_KEY, roleKeyPayload } from '../lib/role-keys.ts';

/**
 * `/System/User/{UserID}/Role` and `/Role/{RoleCode}` or `/{RoleID}`: the roles a person holds (directly or
 * through their job, groups, department or company), read-only, and the functions they have now.
 */
const UserRolePage = () => {
  const { t, i18n } = useTranslation();
  const { UserID = '', RoleKey } = useParams();
  const names = useQuery({ queryKey: [...ROLE_KEY, 'mine'], queryFn: () => fetchResult(RoleNameList, {}) });
  const role = useQuery({
    queryKey: [...ROLE_KEY, 'mine', RoleKey],
    queryFn: () => fetchResult(RoleDetails, roleKeyPayload(RoleKey ?? '')),
    enabled: RoleKey !== undefined,
  });
  const menu = useUserActions(UserID);
  return (
    <Flex vertical gap={16}>
      <Card title={t('role.myTitle')}>
        {names.data?.length === 0 ? (
          <Empty description={t('role.ui.noRoles')} />
        ) : (
          <List
            loading={names.isPending}
            dataSource={names.data ?? []}
            renderItem={(r) => (
              <List.Item>
                <Link to={`/System/User/${UserID}/Role/${encodeURIComponent(r.RoleCode)}`}>{r.RoleName}</Link>
                <Typography.Text type="secondary">{r.RoleCode}</Typography.Text>
              </List.Item>
            )}
          />
        )}
      </Card>
      {role.data && (
        <Card title={roleName(role.data, i18n.language)}>
          <Descriptions column={1}>
            <Descriptions.Item label={t('role.fields.DataRange')}>
              {lookupLabel('DataRange', role.data.DataRange, t)}
            </Descriptions.Item>
            <Descriptions.Item label={t('role.ui.permissions')}>
              <Flex wrap gap={4}>
                {role.data.ActionCodes.map((c) => (
                  <Tag key={c}>{t(actionLabelKey(c))}</Tag>
                ))}
              </Flex>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Card title={t('role.ui.effective')}>
        <Flex wrap gap={4}>
          {(menu.data?.UserActions ?? []).flatMap((g) =>
            g.children.map((c) => (
              <Tag key={c.ActionID} color="geekblue">
                {c.ActionNick}
              </Tag>
            )),
          )}
        </Flex>
      </Card>
    </Flex>
  );
};

export default UserRolePage;
