import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KINDS_OF_COMPANY, companyKindOf, dataRangeOf, grantedActions } from '@opentmc/contracts';
import { useSessionTicket } from '../../../app/shell/hooks.ts';
import { FitTable } from '../../../kit/FitTable.tsx';
import { lookupLabel } from './role-labels.ts';

type TKindRow = { kind: string; dataRange: number; actions: { code: string; labelKey: string }[] };

/** The built-in system roles: what each account kind of this company type brings (read-only). */
export const SystemRolesCard = () => {
  const { t } = useTranslation();
  const ticket = useSessionTicket();
  const kinds: readonly string[] = KINDS_OF_COMPANY[companyKindOf(ticket?.FeatureCodes ?? [])];
  const rows: TKindRow[] = kinds.map((kind) => ({
    kind,
    dataRange: dataRangeOf([kind]),
    actions: grantedActions([kind])
      .filter((d) => d.UpperAction !== '')
      .map((d) => ({ code: d.ActionCode, labelKey: d.NickKey })),
  }));
  return (
    <Card title={t('role.ui.systemRoles')}>
      <Typography.Paragraph type="secondary">{t('role.ui.systemHint')}</Typography.Paragraph>
      <FitTable<TKindRow>
        rowKey="kind"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('role.fields.RoleName'),
            dataIndex: 'kind',
            width: 180,
            priority: 'essential',
            render: (k: string) => t(`role.kinds.${k}`),
          },
          {
            title: t('role.fields.DataRange'),
            dataIndex: 'dataRange',
            width: 180,
            render: (v: number) => <Tag color="blue">{lookupLabel('DataRange', v, t)}</Tag>,
          },
          {
            title: t('role.ui.permissions'),
            key: 'actions',
            priority: 'essential',
            render: (_, r) => (
              <Flex wrap gap={4}>
                {r.actions.map((a) => (
                  <Tag key={a.code}>{t(a.labelKey)}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
};
