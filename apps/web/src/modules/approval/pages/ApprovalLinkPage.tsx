import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ApprovalLinkInfo,
  ApprovalLinkReject,
  ApprovalLinkResolve,
  type TApprovalLinkInfo,
  type TReply,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { ApprovalTrailView } from '../components/ApprovalTrailView.tsx';
import { RejectDialog } from '../components/RejectDialog.tsx';
import { approvalLinkKey } from '../lib/query-keys.ts';

const shell = { maxWidth: 760, width: '100%', margin: '24px auto', padding: '0 16px' };

/** The subject, the step and the trail an approval link is about. */
const Summary = ({ info }: { info: TApprovalLinkInfo }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 's',
            label: t('approval.linkPage.details'),
            children: <Typography.Text strong>{info.Subject.Title}</Typography.Text>,
          },
          ...(info.Subject.No ? [{ key: 'n', label: t('approval.queue.number'), children: info.Subject.No }] : []),
          ...(info.Subject.Summary
            ? [
                {
                  key: 'm',
                  label: t('approval.linkPage.summary'),
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{info.Subject.Summary}</span>,
                },
              ]
            : []),
          { key: 'c', label: t('approval.linkPage.company'), children: info.CompanyName },
          { key: 'p', label: t('approval.linkPage.creator'), children: info.CreatorName },
          {
            key: 't',
            label: t('approval.linkPage.step'),
            children: `${t('approval.trail.step', { no: info.StepNo })} · ${info.StepName}`,
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('approval.trail.title')}</Typography.Title>
        <ApprovalTrailView trail={info.Trail} />
      </div>
    </Flex>
  );
};

/** `/approval/{inviteCode}`: an approver approves or rejects from the link in their message, without logging in. */
const ApprovalLinkPage = () => {
  const { t } = useTranslation();
  const code = useParams().inviteCode ?? '';
  const [done, setDone] = useState<TApprovalLinkInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const info = useQuery({
    queryKey: approvalLinkKey(code),
    queryFn: () => fetchResult(ApprovalLinkInfo, { InviteCode: code }, { failTips: false }),
    enabled: code !== '' && done === null,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const decide = async (reason: string | null) => {
    setBusy(true);
    try {
      const r =
        reason === null
          ? await call(ApprovalLinkResolve, { InviteCode: code }, { failTips: false })
          : await call(ApprovalLinkReject, { InviteCode: code, Reason: reason }, { failTips: false });
      setRejecting(false);
      if (r.isSucc && r.result) setDone(r.result);
      else setFailure(r.message);
    } finally {
      setBusy(false);
    }
  };

  const toQueue = (
    <Link to={`/login?redirect=${encodeURIComponent('/mall/approvals')}`}>
      <Button>{t('approval.linkPage.toQueue')}</Button>
    </Link>
  );

  if (done) {
    return (
      <div style={shell} data-testid="approval-link-done">
        <Card>
          <Result
            status={done.Decision === 'Approved' ? 'success' : 'info'}
            title={t(
              done.Decision === 'Approved' ? 'approval.linkPage.approvedTitle' : 'approval.linkPage.rejectedTitle',
            )}
            subTitle={t('approval.linkPage.doneHint')}
          />
          <Summary info={done} />
        </Card>
      </div>
    );
  }
  if (info.isError || !code) {
    return (
      <div style={shell} data-testid="approval-link-failed">
        <Card>
          <Result
            status="warning"
            title={t('approval.linkPage.failedTitle')}
            subTitle={(info.error as TReply | null)?.message}
            extra={toQueue}
          />
        </Card>
      </div>
    );
  }
  if (!info.data) {
    return (
      <div style={shell}>
        <Card title={t('approval.linkPage.loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  const i = info.data;
  return (
    <div style={shell} data-testid="approval-link">
      <Card
        title={t('approval.linkPage.title')}
        extra={
          <Typography.Text type="secondary">
            {t('approval.linkPage.greeting', { name: i.ApproverName })}
          </Typography.Text>
        }
        actions={[
          <Button key="reject" danger onClick={() => setRejecting(true)} disabled={busy} data-testid="link-reject">
            {t('approval.linkPage.reject')}
          </Button>,
          <Popconfirm key="approve" title={t('approval.linkPage.approveConfirm')} onConfirm={() => decide(null)}>
            <Button type="primary" loading={busy} data-testid="link-approve">
              {t('approval.linkPage.approve')}
            </Button>
          </Popconfirm>,
        ]}
      >
        <Flex vertical gap={16}>
          {failure && <Alert type="error" showIcon title={failure} data-testid="link-error" />}
          <Summary info={i} />
          <Typography.Text type="secondary">{t('approval.linkPage.expires', { time: i.ExpiresAt })}</Typography.Text>
        </Flex>
      </Card>
      <RejectDialog
        open={rejecting}
        title={t('approval.linkPage.rejectTitle')}
        busy={busy}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => void decide(reason)}
      />
    </div>
  );
};

export default ApprovalLinkPage;
