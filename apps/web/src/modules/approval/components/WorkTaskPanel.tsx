import { Badge, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIDE_POLL_MS, WorkTaskGetWorkTasks } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { WORK_TASK_KEY } from '../lib/query-keys.ts';

const SHOWN = 5;

/**
 * The side panel of open work tasks under the side menu: the oldest few with the count, polled every SIDE_POLL_MS
 * (spec: 300000 ms). A failed poll keeps what it showed.
 */
export const WorkTaskPanel = ({ userID }: { userID: string }) => {
  const { t } = useTranslation();
  const tasks = useQuery({
    queryKey: [...WORK_TASK_KEY, 'panel', userID],
    queryFn: () => fetchResult(WorkTaskGetWorkTasks, { PageNo: 1, PageSize: SHOWN }, { failTips: false }),
    refetchInterval: SIDE_POLL_MS,
    staleTime: SIDE_POLL_MS,
  });
  const total = tasks.data?.RecordCount ?? 0;
  return (
    <section
      style={{
        margin: '8px 12px 12px',
        padding: '10px 12px',
        borderRadius: 8,
        background: 'rgba(22, 119, 255, 0.04)',
        border: '1px solid rgba(5, 5, 5, 0.06)',
      }}
      aria-label={t('approval.panel.title')}
      data-testid="work-task-panel"
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 6 }}>
        <Typography.Text strong>{t('approval.panel.title')}</Typography.Text>
        <Badge count={total} overflowCount={99} size="small" showZero color={total > 0 ? undefined : '#c9ced8'} />
      </Flex>
      {total === 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('approval.panel.empty')}
        </Typography.Text>
      ) : (
        <Flex vertical gap={4}>
          {(tasks.data?.Entities ?? []).map((w) => (
            <Link key={w.WorkTaskID} to="/mall/approvals" title={w.Title}>
              <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                {w.Title}
              </Typography.Text>
            </Link>
          ))}
          <Link to="/mall/approvals" data-testid="work-task-panel-more">
            {t('approval.panel.more', { count: total })}
          </Link>
        </Flex>
      )}
    </section>
  );
};
