import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, RollbackOutlined, SendOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BtripStatus, BtripTaskDetails, BtripTaskSubmit, BtripTaskWithdraw } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ApprovalTrail } from '../components/ApprovalTrail.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { TaskView } from '../components/TaskView.tsx';
import { BTRIP_KEY, btripDetailKey } from '../lib/query-keys.ts';

/**
 * `/btrip/Applicationform?TaskID=`: one application — its details, the approval trail, the approval number once
 * approved, the rejection reason — and what its creator may do now: edit and submit, withdraw, correct.
 */
const BtripApplicationPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('TaskID')?.trim() ?? '';
  const [busy, setBusy] = useState<'submit' | 'withdraw' | null>(null);
  const detail = useQuery({
    queryKey: btripDetailKey(id),
    queryFn: () => fetchResult(BtripTaskDetails, { id }, { params: { id } }),
    enabled: id !== '',
  });

  if (!id || detail.isError) {
    return (
      <LoadFailed
        status={id ? 'warning' : '404'}
        title={t(id ? 'btrip.detail.loadFailed' : 'btrip.detail.missingId')}
        error={detail.error}
        action={
          <Link to="/btrip/list">
            <Button>{t('btrip.detail.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  const task = detail.data;
  if (!task) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const act = async (kind: 'submit' | 'withdraw') => {
    setBusy(kind);
    try {
      const r =
        kind === 'submit'
          ? await call(BtripTaskSubmit, { TaskID: task.TaskID })
          : await call(BtripTaskWithdraw, { TaskID: task.TaskID });
      if (r.isSucc) await qc.invalidateQueries({ queryKey: BTRIP_KEY });
    } finally {
      setBusy(null);
    }
  };

  const approved = task.Status === BtripStatus.Approved;
  return (
    <Flex vertical gap={16} data-testid="btrip-application" data-status={task.Status}>
      <Card
        title={
          <Flex gap={10} align="center" wrap>
            {t('btrip.detail.title', { id: task.TaskID })}
            <StatusTag status={task.Status} />
            {task.Verdict.OutOfPolicy && <Tag color="volcano">{t('btrip.detail.outOfPolicyTag')}</Tag>}
          </Flex>
        }
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/btrip/list')}>
            {t('btrip.detail.backToList')}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          {approved && (
            <Alert
              type="success"
              showIcon
              title={
                <span>
                  {t('btrip.detail.approvedWithNo')}{' '}
                  <Typography.Text strong copyable data-testid="btrip-approval-no">
                    {task.ApprovalNo}
                  </Typography.Text>
                </span>
              }
              description={t('btrip.detail.approvedHint', { time: task.ApproveTime })}
            />
          )}
          {task.Status === BtripStatus.Pending && (
            <Alert
              type="info"
              showIcon
              title={t(task.ApprovalNo ? 'btrip.detail.correctionPending' : 'btrip.detail.pending', {
                no: task.ApprovalNo,
              })}
            />
          )}
          {task.Status === BtripStatus.Rejected && (
            <Alert
              type="error"
              showIcon
              data-testid="btrip-reject-reason"
              title={t('btrip.detail.rejectedBecause', { reason: task.RejectReason })}
              description={t('btrip.detail.rejectedBy', { name: task.RejectedBy, time: task.RejectTime })}
            />
          )}
          {task.Status === BtripStatus.Withdrawn && (
            <Alert type="warning" showIcon title={t('btrip.detail.withdrawn')} />
          )}
          {(task.CanEdit || task.CanWithdraw || task.CanCorrect) && (
            <Space wrap>
              {task.CanEdit && (
                <Link to={`/btrip/outgoing/register?TaskID=${encodeURIComponent(task.TaskID)}`}>
                  <Button icon={<EditOutlined />} data-testid="btrip-edit">
                    {t('actions.edit')}
                  </Button>
                </Link>
              )}
              {task.CanEdit && (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy === 'submit'}
                  onClick={() => void act('submit')}
                  data-testid="btrip-detail-submit"
                >
                  {t('btrip.form.submit')}
                </Button>
              )}
              {task.CanWithdraw && (
                <Popconfirm
                  title={t('btrip.detail.withdrawConfirm')}
                  okText={t('actions.ok')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ 'data-testid': 'btrip-withdraw-ok' }}
                  onConfirm={() => act('withdraw')}
                >
                  <Button danger icon={<RollbackOutlined />} loading={busy === 'withdraw'} data-testid="btrip-withdraw">
                    {t('btrip.detail.withdraw')}
                  </Button>
                </Popconfirm>
              )}
              {task.CanCorrect && (
                <Link to={`/btrip/Correct?TaskID=${encodeURIComponent(task.TaskID)}`}>
                  <Button icon={<SwapOutlined />} data-testid="btrip-correct">
                    {t('btrip.detail.correct')}
                  </Button>
                </Link>
              )}
            </Space>
          )}
        </Flex>
      </Card>
      <TaskView task={task} />
      <Card title={t('btrip.trail.title')}>
        {task.Trail ? (
          <ApprovalTrail trail={task.Trail} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('btrip.trail.none')} />
        )}
      </Card>
    </Flex>
  );
};

export default BtripApplicationPage;
