import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BtripTaskCompanyList, type TBtripTaskRow } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { taskColumns } from '../components/task-columns.tsx';
import { TaskSearch, taskFilters } from '../components/TaskSearch.tsx';
import { BTRIP_COMPANY_LIST_KEY } from '../lib/query-keys.ts';

/**
 * `/Service/Btrip/{CompanyID}/list`: a company's applications, for its administrator, or for TMC staff who serve
 * the company named in the address.
 */
const BtripCompanyListPage = () => {
  const { t } = useTranslation();
  const { CompanyID = '' } = useParams();
  const [params] = useSearchParams();
  const payload = { ...taskFilters(params), CompanyID };
  const list = useQuery({
    queryKey: [...BTRIP_COMPANY_LIST_KEY, payload],
    queryFn: () => fetchResult(BtripTaskCompanyList, payload),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => taskColumns(t, { creator: true }), [t]);
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('btrip.detail.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="btrip-company-list">
      <Card>
        <TaskSearch />
      </Card>
      <ListCard<TBtripTaskRow>
        title={t('btrip.list.companyTitle')}
        intro={<Typography.Paragraph type="secondary">{t('btrip.list.companyIntro')}</Typography.Paragraph>}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="TaskID"
        columns={columns}
      />
    </Flex>
  );
};

export default BtripCompanyListPage;
