import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChargeList } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ClientCompanyBar, PickClientFirst, policyTarget } from '../../policy/index.ts';
import { FeeTable } from '../components/FeeTable.tsx';
import { chargeListKey } from '../lib/query-keys.ts';

/**
 * `/System/Charge/{CompanyID}/ChargeList`: a client company's effective service fees, each marked as the company's
 * own or its customer level's default. TMC staff pick the client and go on to change them.
 */
const ChargeListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const ticket = useTicket().data;
  const target = policyTarget(CompanyID, ticket);
  const list = useQuery({
    queryKey: chargeListKey(target.requested),
    queryFn: () => fetchResult(ChargeList, target.companyId ? { CompanyID: target.companyId } : {}),
    enabled: Boolean(ticket) && !target.mustPick,
  });
  if (!ticket) return null;
  const at = (id: string, page: string) => `/System/Charge/${encodeURIComponent(id)}/${page}`;
  const bar = target.tmc ? (
    <ClientCompanyBar value={target.requested} onChange={(id) => navigate(at(id, 'ChargeList'))} />
  ) : null;
  const body = () => {
    if (target.mustPick) return <PickClientFirst title={t('charge.list.title')} />;
    if (list.isError)
      return (
        <LoadFailed
          title={t('charge.list.loadFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      );
    const d = list.data;
    if (!d)
      return (
        <Card>
          <Skeleton active />
        </Card>
      );
    return (
      <Card
        title={t('charge.list.titleOf', { name: d.CompanyName })}
        extra={
          d.CanEdit ? (
            <Link to={at(d.CompanyID, 'ChargeUpdate')} data-testid="charge-edit">
              <EditOutlined /> {t('charge.list.edit')}
            </Link>
          ) : null
        }
      >
        <Flex vertical gap={16}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('charge.fields.Level')}>
              <span data-testid="charge-level">{d.LevelName || t('charge.list.noLevel')}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{t('charge.list.intro')}</Typography.Text>
          <FeeTable items={d.Items} showSource testId="charge-list" />
        </Flex>
      </Card>
    );
  };
  return (
    <Flex vertical gap={16}>
      {bar}
      {body()}
    </Flex>
  );
};

export default ChargeListPage;
