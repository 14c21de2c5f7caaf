import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  Row,
  Select,
  Space,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { SendOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  INVITE_MAX_USES,
  INVITE_NOTIFY_MAX,
  DepartmentTree,
  InviteInfoNotify,
  InviteInfoSave,
  type TResultOf,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { buildRefOptions } from '../../../kit/resource/index.ts';
import { absoluteInviteLink, splitMobiles } from '../lib/invite.ts';
import { inviteDepartmentsKey } from '../lib/query-keys.ts';

type TInviteForm = { DepartmentID?: string; ExpireTime?: Dayjs | null; MaxUses?: number | null };
type TSaved = TResultOf<typeof InviteInfoSave>;

/** The made invite: its link to copy, and SMS notification to some mobiles. */
const InviteResult = ({ invite }: { invite: TSaved }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [mobiles, setMobiles] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const link = absoluteInviteLink(window.location.origin, invite.InviteCode);

  const send = async () => {
    const { good, bad } = splitMobiles(mobiles);
    if (bad.length > 0) {
      void message.error(`${t('messages.validation.mobile')}: ${bad.join(', ')}`);
      return;
    }
    if (good.length === 0) {
      void message.error(t('company.validation.mobilesRequired'));
      return;
    }
    setSending(true);
    try {
      const r = await call(InviteInfoNotify, { InviteCode: invite.InviteCode, Mobiles: good });
      if (!r.isSucc) return;
      void message.success(r.message || t('company.messages.inviteSent'));
      setMobiles([]);
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }} data-testid="invite-result">
      <Typography.Text strong>{t('company.invite.link')}</Typography.Text>
      <Typography.Paragraph
        copyable={{ text: link, tooltips: [t('company.invite.copy'), t('company.invite.copied')] }}
        style={{ margin: 0, wordBreak: 'break-all' }}
      >
        <Typography.Link href={link} target="_blank" data-testid="invite-link">
          {link}
        </Typography.Link>
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Tag variant="filled">{invite.DepartmentName}</Tag>
        <Tag variant="filled" color="blue">
          {t('company.invite.validUntil', { time: invite.ExpireTime })}
        </Tag>
        <Tag variant="filled">
          {invite.MaxUses > 0 ? t('company.invite.uses', { count: invite.MaxUses }) : t('company.invite.usesUnlimited')}
        </Tag>
      </Flex>
      <Typography.Text strong>{t('company.invite.mobiles')}</Typography.Text>
      <Space.Compact block>
        <Select
          mode="tags"
          value={mobiles}
          onChange={setMobiles}
          tokenSeparators={[',', ' ', ';', '，', '；']}
          maxCount={INVITE_NOTIFY_MAX}
          open={false}
          suffixIcon={null}
          placeholder={t('company.invite.mobilesPlaceholder')}
          style={{ width: '100%' }}
          data-testid="invite-mobiles"
        />
        <Button icon={<SendOutlined />} loading={sending} onClick={() => void send()} data-testid="invite-send">
          {t('company.invite.send')}
        </Button>
      </Space.Compact>
    </Flex>
  );
};

/** "Invite colleagues": a link into a department, valid 7 days unless set otherwise. */
export const InviteCard = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TInviteForm>();
  const [saving, setSaving] = useState(false);
  const [invite, setInvite] = useState<TSaved | null>(null);
  const departments = useQuery({
    queryKey: inviteDepartmentsKey,
    queryFn: () => fetchResult(DepartmentTree, {}),
  });
  const tree = useMemo(
    () =>
      buildRefOptions(departments.data?.Entities ?? [], {
        value: 'DepartmentID',
        label: 'DepartmentName',
        parent: 'ParentID',
      }).tree ?? [],
    [departments.data],
  );

  const create = async (v: TInviteForm) => {
    setSaving(true);
    try {
      const r = await call(InviteInfoSave, {
        DepartmentID: v.DepartmentID ?? '',
        ...(v.ExpireTime ? { ExpireTime: v.ExpireTime.format('YYYY-MM-DD HH:mm:ss') } : {}),
        MaxUses: v.MaxUses ?? 0,
      });
      if (r.isSucc && r.result) setInvite(r.result);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <UserAddOutlined />
          {t('company.invite.title')}
        </Flex>
      }
      data-testid="company-invite"
    >
      <Typography.Paragraph type="secondary">{t('company.invite.intro')}</Typography.Paragraph>
      <Form<TInviteForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ MaxUses: 0 }}
        onFinish={(v) => void create(v)}
        data-testid="invite-form"
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item
              name="DepartmentID"
              label={t('company.invite.department')}
              rules={[{ required: true, message: t('company.validation.departmentRequired') }]}
            >
              <TreeSelect
                treeData={tree}
                loading={departments.isPending}
                placeholder={t('company.invite.departmentPlaceholder')}
                showSearch={{ treeNodeFilterProp: 'title' }}
                treeDefaultExpandAll
                data-testid="invite-department"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item name="ExpireTime" label={t('company.invite.expireTime')} extra={t('company.invite.expireHint')}>
              <DatePicker showTime style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item name="MaxUses" label={t('company.invite.maxUses')} extra={t('company.invite.maxUsesHint')}>
              <InputNumber min={0} max={INVITE_MAX_USES} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="invite-create">
          {t('company.invite.create')}
        </Button>
      </Form>
      {invite && <InviteResult key={invite.InviteCode} invite={invite} />}
    </Card>
  );
};
