import { useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { groupResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { GroupMembersDialog } from './GroupMembersDialog.tsx';

/** `/System/Company/:CompanyID/Group`: the company's groups, with a dialog to choose each one's members. */
const GroupListPage = () => {
  const { t } = useTranslation();
  const companyId = useParams().CompanyID;
  const [group, setGroup] = useState<{ id: string; name: string }>();
  return (
    <>
      <ResourceListPage
        resource={groupResource}
        companyId={companyId}
        title={t('system.menu.groups')}
        extraColumns={() => [
          {
            key: 'MemberCount',
            dataIndex: 'MemberCount',
            title: t('structure.group.memberCount'),
            width: 100,
            align: 'right',
          },
        ]}
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            icon={<TeamOutlined />}
            onClick={() => setGroup({ id: String(row.GroupID), name: String(row.GroupName) })}
          >
            {t('structure.group.members')}
          </Button>
        )}
      />
      <GroupMembersDialog group={group} companyId={companyId} onClose={() => setGroup(undefined)} />
    </>
  );
};

export default GroupListPage;
