import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BtripTaskList, type TBtripTaskRow } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { taskColumns } from '../components/task-columns.tsx';
import { TaskSearch, taskFilters } from '../components/TaskSearch.tsx';
import { BTRIP_LIST_KEY } from '../lib/query-keys.ts';

/** `/btrip/list`: the caller's applications (filed or travelled on), with status and approval number. */
const BtripListPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payload = taskFilters(params);
  const list = useQuery({
    queryKey: [...BTRIP_LIST_KEY, payload],
    queryFn: () => fetchResult(BtripTaskList, payload),
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
    <Flex vertical gap={16} data-testid="btrip-list">
      <Card>
        <TaskSearch />
      </Card>
      <ListCard<TBtripTaskRow>
        title={t('btrip.menu.list')}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="TaskID"
        columns={columns}
        toolbar={
          <Link to="/btrip/outgoing/register">
            <Button type="primary" icon={<PlusOutlined />} data-testid="btrip-new">
              {t('btrip.list.new')}
            </Button>
          </Link>
        }
      />
    </Flex>
  );
};

export default BtripListPage;
