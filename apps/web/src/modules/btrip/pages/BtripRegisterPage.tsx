import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { BtripTaskDetails } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { TaskForm } from '../components/TaskForm.tsx';
import { btripDetailKey } from '../lib/query-keys.ts';

/** `/btrip/outgoing/register`: a new pre-trip application, or `?TaskID=` a draft, rejected or withdrawn one. */
const BtripRegisterPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('TaskID')?.trim() ?? '';
  const detail = useQuery({
    queryKey: btripDetailKey(id),
    queryFn: () => fetchResult(BtripTaskDetails, { id }, { params: { id } }),
    enabled: id !== '',
  });
  if (!id) return <TaskForm key="new" mode="apply" />;
  if (detail.isError || (detail.data && !detail.data.CanEdit)) {
    return (
      <LoadFailed
        title={t(detail.isError ? 'btrip.detail.loadFailed' : 'btrip.errors.notEditable')}
        error={detail.error}
        action={
          <Link to={`/btrip/Applicationform?TaskID=${encodeURIComponent(id)}`}>
            <Button>{t('btrip.detail.view')}</Button>
          </Link>
        }
      />
    );
  }
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return <TaskForm key={detail.data.TaskID} mode="apply" task={detail.data} />;
};

export default BtripRegisterPage;
