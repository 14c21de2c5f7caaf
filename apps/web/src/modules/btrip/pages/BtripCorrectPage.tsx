import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { BtripTaskDetails } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { TaskForm } from '../components/TaskForm.tsx';
import { btripDetailKey } from '../lib/query-keys.ts';

/** `/btrip/Correct?TaskID=`: correct an approved application; it goes through a new approval round. */
const BtripCorrectPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('TaskID')?.trim() ?? '';
  const detail = useQuery({
    queryKey: btripDetailKey(id),
    queryFn: () => fetchResult(BtripTaskDetails, { id }, { params: { id } }),
    enabled: id !== '',
  });
  if (!id || detail.isError || (detail.data && !detail.data.CanCorrect)) {
    return (
      <LoadFailed
        status={id ? 'warning' : '404'}
        title={t(
          !id ? 'btrip.detail.missingId' : detail.isError ? 'btrip.detail.loadFailed' : 'btrip.errors.notCorrectable',
        )}
        error={detail.error}
        action={
          <Link to={id ? `/btrip/Applicationform?TaskID=${encodeURIComponent(id)}` : '/btrip/list'}>
            <Button>{t(id ? 'btrip.detail.view' : 'btrip.detail.backToList')}</Button>
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
  return <TaskForm key={detail.data.TaskID} mode="correct" task={detail.data} />;
};

export default BtripCorrectPage;
