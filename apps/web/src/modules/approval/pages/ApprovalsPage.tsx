import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ApprovalDetails,
  BusinessType,
  WorkStatus,
  WorkTaskList,
  WorkTaskReject,
  WorkTaskResolve,
  lookupOf,
  type TPayloadOf,
  type TWorkTask,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { DateRangeInput } from '../../../kit/DateRangeInput.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { lookupLabel } from '../../../kit/resource/index.ts';
import { ApprovalTrailView } from '../components/ApprovalTrailView.tsx';
import { RejectDialog } from '../components/RejectDialog.tsx';
import { WORK_TASK_KEY, approvalDetailKey } from '../lib/query-keys.ts';

const DAY = 'YYYY-MM-DD';
const FILTERS = ['tab', 'KeyWords', 'From', 'To'] as const;
const DONE = [WorkStatus.Finished, WorkStatus.Rejected, WorkStatus.Canceled];
const serviceLookup = lookupOf('ServiceType');
// An approval task closes as the approver's decision, or as no longer needed (another approver decided first).
const STATUS_LABEL: Record<number, string> = {
  [WorkStatus.WaitApprove]: 'approval.decisions.Pending',
  [WorkStatus.Finished]: 'approval.decisions.Approved',
  [WorkStatus.Rejected]: 'approval.decisions.Rejected',
  [WorkStatus.Canceled]: 'approval.decisions.none',
};
const STATUS_BADGE: Record<number, 'processing' | 'success' | 'error' | 'default'> = {
  [WorkStatus.WaitApprove]: 'processing',
  [WorkStatus.Finished]: 'success',
  [WorkStatus.Rejected]: 'error',
  [WorkStatus.Canceled]: 'default',
};

type TSearchForm = { KeyWords?: string; Dates?: [Dayjs | null, Dayjs | null] | null };
const validDay = (s: string | undefined) => (s && dayjs(s, DAY, true).isValid() ? s : undefined);

/** The subject and trail of one approval, opened under its row. */
const ApprovalDetail = ({ taskId }: { taskId: string }) => {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: approvalDetailKey(taskId),
    queryFn: () => fetchResult(ApprovalDetails, { TaskID: taskId }, { failTips: false }),
  });
  if (q.isError) return <Typography.Text type="danger">{t('approval.queue.detailFailed')}</Typography.Text>;
  if (!q.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const a = q.data;
  return (
    <Flex vertical gap={16} data-testid={`approval-detail-${taskId}`}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{a.Subject.Title}</Typography.Text>
        {a.Subject.No && <Typography.Text type="secondary">{a.Subject.No}</Typography.Text>}
        {a.Subject.Summary && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{a.Subject.Summary}</Typography.Paragraph>
        )}
        {a.Subject.Url && <Link to={a.Subject.Url}>{t('approval.queue.open')}</Link>}
      </Flex>
      <div>
        <Typography.Title level={5}>{t('approval.queue.trail')}</Typography.Title>
        <ApprovalTrailView trail={a.Trail} />
      </div>
    </Flex>
  );
};

/** `/mall/approvals`: the approver's queue — to approve and processed — with the trail of each, approve and reject. */
const ApprovalsPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const tab = filters.tab === 'done' ? 'done' : 'todo';
  const from = validDay(filters.From);
  const to = validDay(filters.To);
  const [rejecting, setRejecting] = useState<TWorkTask | null>(null);
  const [viewing, setViewing] = useState<TWorkTask | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const payload: TPayloadOf<typeof WorkTaskList> = {
    ...paging,
    BusinessType: BusinessType.Approval,
    ...(tab === 'todo' ? { BusinessStatus: WorkStatus.WaitApprove } : { BusinessStatuss: DONE }),
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
    ...(from ? { CreateTime: `${from} 00:00:00` } : {}),
    ...(to ? { CreateTimeEnd: `${to} 23:59:59` } : {}),
  };
  const list = useQuery({
    queryKey: [...WORK_TASK_KEY, 'approvals', payload],
    queryFn: () => fetchResult(WorkTaskList, payload),
    placeholderData: keepPreviousData,
  });

  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), FILTERS);
    const a = validDay(f.From);
    const b = validDay(f.To);
    form.setFieldsValue({ KeyWords: f.KeyWords, Dates: a || b ? [a ? dayjs(a) : null, b ? dayjs(b) : null] : null });
  }, [paramKey, form]);

  const go = (next: { tab?: string; KeyWords?: string; From?: string; To?: string }) =>
    setParams(
      toSearchParams(
        { ...next, tab: next.tab === 'done' ? 'done' : undefined },
        { PageNo: 1, PageSize: paging.PageSize },
      ),
    );

  const refreshAll = () => {
    void qc.invalidateQueries({ queryKey: WORK_TASK_KEY });
    void qc.invalidateQueries({ queryKey: ['side', 'badges'] });
    void qc.invalidateQueries({ queryKey: ['approval', 'detail'] });
  };

  const approve = async (r: TWorkTask) => {
    setBusy(r.WorkTaskID);
    try {
      const res = await call(WorkTaskResolve, { id: r.WorkTaskID }, { params: { id: r.WorkTaskID } });
      if (res.isSucc) {
        void message.success(res.message);
        setViewing(null);
      }
      refreshAll();
    } finally {
      setBusy(null);
    }
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    setBusy(rejecting.WorkTaskID);
    try {
      const res = await call(
        WorkTaskReject,
        { id: rejecting.WorkTaskID, Reason: reason },
        { params: { id: rejecting.WorkTaskID } },
      );
      if (res.isSucc) {
        void message.success(res.message);
        setRejecting(null);
        setViewing(null);
      }
      refreshAll();
    } finally {
      setBusy(null);
    }
  };

  const columns: TListColumn<TWorkTask>[] = [
    {
      title: t('approval.queue.subject'),
      dataIndex: 'Title',
      width: 260,
      priority: 'essential',
      render: (v: string, r) => (
        <Flex vertical gap={2}>
          <Typography.Link strong onClick={() => setViewing(r)} data-testid={`view-${r.WorkTaskID}`}>
            {v}
          </Typography.Link>
          {r.Number && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.Number}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('approval.queue.service'),
      dataIndex: 'ServiceType',
      width: 100,
      render: (v: number) => <Tag>{lookupLabel(serviceLookup, v, t)}</Tag>,
    },
    { title: t('approval.queue.creator'), dataIndex: 'CreatorName', width: 110, priority: 'essential', ellipsis: true },
    {
      title: t('approval.queue.createTime'),
      dataIndex: 'CreateTime',
      width: TIME_WIDTH,
      priority: 'essential',
      render: (v: string) => <TimeCell value={v} />,
    },
    ...(tab === 'done'
      ? [
          {
            title: t('approval.queue.status'),
            dataIndex: 'BusinessStatus',
            width: 110,
            priority: 'essential' as const,
            render: (v: number) => (
              <Badge status={STATUS_BADGE[v] ?? 'default'} text={t(STATUS_LABEL[v] ?? 'approval.decisions.none')} />
            ),
          },
          {
            title: t('approval.queue.finishTime'),
            dataIndex: 'FinishTime',
            width: TIME_WIDTH,
            priority: 'essential' as const,
            render: (v: string) => <TimeCell value={v} />,
          },
          {
            title: t('approval.queue.actions'),
            key: 'actions',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, r: TWorkTask) => (
              <Typography.Link onClick={() => setViewing(r)}>{t('approval.queue.trail')}</Typography.Link>
            ),
          },
        ]
      : [
          {
            title: t('approval.queue.actions'),
            key: 'actions',
            width: 170,
            fixed: 'right' as const,
            render: (_: unknown, r: TWorkTask) => (
              <Space>
                <Popconfirm title={t('approval.queue.approveConfirm', { title: r.Title })} onConfirm={() => approve(r)}>
                  <Button
                    type="primary"
                    size="small"
                    loading={busy === r.WorkTaskID}
                    data-testid={`approve-${r.WorkTaskID}`}
                  >
                    {t('approval.queue.approve')}
                  </Button>
                </Popconfirm>
                <Button danger size="small" onClick={() => setRejecting(r)} data-testid={`reject-${r.WorkTaskID}`}>
                  {t('approval.queue.reject')}
                </Button>
              </Space>
            ),
          },
        ]),
  ];

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('approval.queue.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="approvals">
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => go({ tab: k })}
          items={[
            { key: 'todo', label: <span data-testid="approvals-tab-todo">{t('approval.queue.todo')}</span> },
            { key: 'done', label: <span data-testid="approvals-tab-done">{t('approval.queue.done')}</span> },
          ]}
        />
        <Form<TSearchForm>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) =>
            go({ tab, KeyWords: v.KeyWords, From: v.Dates?.[0]?.format(DAY), To: v.Dates?.[1]?.format(DAY) })
          }
        >
          <Form.Item name="KeyWords" label={t('approval.queue.keywords')}>
            <Input
              allowClear
              maxLength={100}
              style={{ width: 200 }}
              placeholder={t('approval.queue.keywordsPlaceholder')}
              data-testid="approvals-keywords"
            />
          </Form.Item>
          <Form.Item name="Dates" label={t('approval.queue.createTime')}>
            <DateRangeInput label={t('approval.queue.createTime')} allowEmpty={[true, true]} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              go({ tab });
            }}
          />
        </Form>
      </Card>
      <ListCard<TWorkTask>
        title={t(tab === 'todo' ? 'approval.queue.todo' : 'approval.queue.done')}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="WorkTaskID"
        columns={columns}
      />
      <Drawer
        open={viewing !== null}
        title={viewing?.Title}
        size={560}
        onClose={() => setViewing(null)}
        destroyOnHidden
        footer={
          viewing && viewing.BusinessStatus === WorkStatus.WaitApprove ? (
            <Flex gap={8} justify="end">
              <Button danger onClick={() => setRejecting(viewing)} data-testid="drawer-reject">
                {t('approval.queue.reject')}
              </Button>
              <Popconfirm
                title={t('approval.queue.approveConfirm', { title: viewing.Title })}
                onConfirm={() => approve(viewing)}
              >
                <Button type="primary" loading={busy === viewing.WorkTaskID} data-testid="drawer-approve">
                  {t('approval.queue.approve')}
                </Button>
              </Popconfirm>
            </Flex>
          ) : null
        }
      >
        {viewing && <ApprovalDetail taskId={viewing.WorkTaskID} />}
      </Drawer>
      <RejectDialog
        open={rejecting !== null}
        title={t('approval.queue.rejectTitle', { title: rejecting?.Title ?? '' })}
        busy={busy !== null}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => void reject(reason)}
      />
    </Flex>
  );
};

export default ApprovalsPage;
