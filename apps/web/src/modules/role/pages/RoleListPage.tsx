import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { roleResource, type TRole } from '@opentmc/contracts';
import { TIME_WIDTH, TimeCell } from '../../../kit/FitTable.tsx';
import { ResourceListPage, type TResourceRow } from '../../../kit/resource/index.ts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';
import { RoleFormDrawer } from '../components/RoleFormDrawer.tsx';
import { SystemRolesCard } from '../components/SystemRolesCard.tsx';
import { lookupLabel, roleName } from '../components/role-labels.ts';

const asRole = (r: TResourceRow) => r as TRole;

/**
 * `/System/Company/{CompanyID}/Role`: the company's roles (spec section 6; the kit's role resource). A row opens its
 * screen and may be deleted (a row action of the definition); adding and editing use the role form.
 */
const RoleListPage = () => {
  const { t, i18n } = useTranslation();
  const { CompanyID = '' } = useParams();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<TRole | undefined>();
  const [open, setOpen] = useState(false);
  const openForm = (role?: TRole) => {
    setEditing(role);
    setOpen(true);
  };
  return (
    <Flex vertical gap={16}>
      <ResourceListPage
        resource={roleResource}
        title={t('role.title')}
        actionsWidth={190}
        cells={{
          RoleCode: (v) => (
            <Link to={`/System/Company/${CompanyID}/Role/${encodeURIComponent(String(v))}`}>{String(v)}</Link>
          ),
          RoleName: (_, r) => roleName(asRole(r), i18n.language),
          DataRange: (v) => <Tag color="blue">{lookupLabel('DataRange', Number(v), t)}</Tag>,
          ActionCodes: (v) => String(Array.isArray(v) ? v.length : 0),
        }}
        extraColumns={() => [
          {
            key: 'UpdateTime',
            dataIndex: 'UpdateTime',
            title: t('role.fields.UpdateTime'),
            width: TIME_WIDTH,
            priority: 'essential',
            render: (v: string) => <TimeCell value={v} />,
          },
        ]}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => openForm(asRole(r))}>
            {t('actions.edit')}
          </Button>
        )}
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(undefined)}>
            {t('role.ui.add')}
          </Button>
        )}
      />
      <SystemRolesCard />
      <RoleFormDrawer
        open={open}
        role={editing}
        onClose={() => setOpen(false)}
        onSaved={() => void qc.invalidateQueries({ queryKey: resourceKey(roleResource) })}
      />
    </Flex>
  );
};

export default RoleListPage;
