import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Tag, Typography, theme } from 'antd';
import { ArrowLeftOutlined, CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ADVISE_CONTENT_MAX,
  AdviseDetails,
  AdviseReply,
  ZAdviseReplyRequest,
  adviseResource,
} from '@opentmc/contracts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';
import { call, fetchResult } from '../../../app/api.ts';
import { useDialogs } from '../../../app/dialogs.tsx';
import { zodRule } from '../../../kit/form-rules.ts';
import { ADVISE_TYPE_COLOR, adviseStatusLabel, adviseTypeLabel, isHandled } from '../lib/lookups.ts';
import { adviseDetailKey } from '../lib/query-keys.ts';

type TReplyForm = { ReplyContent: string };

/** `/admin/feedBack/detail?AdviseID=`: one feedback and the staff reply (Advise/Reply). */
const FeedbackDetailPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('AdviseID')?.trim() ?? '';
  const [form] = Form.useForm<TReplyForm>();
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const detail = useQuery({
    queryKey: adviseDetailKey(id),
    queryFn: () => fetchResult(AdviseDetails, { AdviseID: id }),
    enabled: id !== '',
  });

  const toList = () => navigate('/admin/feedBack/list');

  if (!id || detail.isError) {
    return (
      <LoadFailed
        status={id ? 'warning' : '404'}
        title={t(id ? 'adapterUi.common.loadFailed' : 'adapterUi.advise.missingId')}
        error={id ? detail.error : undefined}
        action={<Button onClick={toList}>{t('adapterUi.advise.backToList')}</Button>}
      />
    );
  }
  const a = detail.data;
  if (!a) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const reply = async ({ ReplyContent }: TReplyForm) => {
    setBusy(true);
    try {
      const r = await call(AdviseReply, { AdviseID: a.AdviseID, ReplyContent: ReplyContent.trim() });
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(adviseDetailKey(id), r.result);
      void qc.invalidateQueries({ queryKey: resourceKey(adviseResource) });
      form.resetFields();
      void dialogs.success(t('adapterUi.advise.replied'));
    } finally {
      setBusy(false);
    }
  };

  const block = {
    whiteSpace: 'pre-wrap' as const,
    margin: 0,
    padding: 16,
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadiusLG,
  };

  return (
    <Flex vertical gap={16} data-testid="feedback-detail">
      <Card
        title={
          <Flex gap={10} align="center" wrap>
            <CommentOutlined style={{ color: token.colorPrimary }} />
            {t('adapterUi.advise.detailTitle', { id: a.AdviseID })}
            <Tag color={ADVISE_TYPE_COLOR[a.AdviseType] ?? 'default'} variant="filled">
              {adviseTypeLabel(t, a.AdviseType)}
            </Tag>
            <Badge
              status={isHandled(a.AdviseStatus) ? 'success' : 'processing'}
              text={adviseStatusLabel(t, a.AdviseStatus)}
            />
          </Flex>
        }
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            {t('actions.back')}
          </Button>
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
          items={[
            { key: 'name', label: t('adapterUi.feedback.contactName'), children: a.ContactName },
            { key: 'phone', label: t('adapterUi.feedback.contactPhone'), children: a.ContactPhone },
            { key: 'email', label: t('adapterUi.feedback.contactEmail'), children: a.ContactEmail || '—' },
            {
              key: 'company',
              label: t('adapterUi.advise.company'),
              children: a.CompanyName || t('adapterUi.advise.anonymous'),
            },
            { key: 'user', label: t('adapterUi.advise.user'), children: a.UserName || '—' },
            { key: 'time', label: t('adapterUi.advise.createTime'), children: a.CreateTime },
            {
              key: 'page',
              label: t('adapterUi.advise.page'),
              span: 'filled',
              children:
                a.Page.startsWith('/') && !a.Page.startsWith('//') ? <Link to={a.Page}>{a.Page}</Link> : a.Page || '—',
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 20 }}>
          {t('adapterUi.feedback.content')}
        </Typography.Title>
        <Typography.Paragraph style={block}>{a.Content}</Typography.Paragraph>
      </Card>

      <Card title={t('adapterUi.advise.replyTitle')}>
        {isHandled(a.AdviseStatus) ? (
          <div data-testid="feedback-reply">
            <Typography.Paragraph style={{ ...block, background: token.colorSuccessBg }}>
              {a.ReplyContent}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('adapterUi.advise.repliedBy', { name: a.ReplyUserName || '—', time: a.ReplyTime || '—' })}
            </Typography.Text>
          </div>
        ) : (
          <Form<TReplyForm> form={form} layout="vertical" onFinish={(v) => void reply(v)} style={{ maxWidth: 720 }}>
            <Form.Item
              name="ReplyContent"
              label={t('adapterUi.advise.replyContent')}
              rules={[zodRule(ZAdviseReplyRequest.shape.ReplyContent, t)]}
              extra={t('adapterUi.advise.replyHint')}
            >
              <Input.TextArea
                autoSize={{ minRows: 4, maxRows: 12 }}
                maxLength={ADVISE_CONTENT_MAX}
                showCount
                placeholder={t('adapterUi.advise.replyPlaceholder')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('adapterUi.advise.sendReply')}
            </Button>
          </Form>
        )}
      </Card>
    </Flex>
  );
};

export default FeedbackDetailPage;
