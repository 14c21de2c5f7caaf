import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd';
import { BankOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  GetInviteInfo,
  InviteInfoJoin,
  InviteInfoMatch,
  Login,
  Register,
  SendValidCode,
  ZRegisterRequest,
  type TCaptchaAnswer,
  type TInviteView,
  type TTicketInfo,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { logout, markLoggedIn, useTicket } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { CaptchaField, NewPasswordFields, useCaptchaDemand } from '../../system/index.ts';
import { CodeButton } from '../components/CodeButton.tsx';
import { companyNameIn } from '../lib/invite.ts';
import { COMPANY_KEY, USER_ACTIONS_KEY } from '../lib/query-keys.ts';

const R = ZRegisterRequest.shape;
type TRegisterForm = {
  UserName: string;
  Mobile: string;
  Code: string;
  Password: string;
  ConfirmPassword: string;
  Agree?: boolean;
};
type TLoginForm = { Account: string; Password: string } & TCaptchaAnswer;

const STATUS_COLOR: Record<TInviteView['Status'], string> = { Valid: 'success', Expired: 'default', UsedUp: 'default' };

/** Joins with the invite once logged in; on success the ticket and the menu are the company's. */
const useJoin = (code: string) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  /** `current`: the ticket of a login that just happened, shown when joining is refused. */
  return async (current?: TTicketInfo): Promise<boolean> => {
    const r = await call(InviteInfoJoin, { InviteCode: code });
    if (!r.isSucc || !r.result) {
      // Whatever the refusal, the page now shows the logged-in state and why.
      if (current) markLoggedIn(qc, current);
      void qc.invalidateQueries({ queryKey: [...COMPANY_KEY, 'inviteMatch', code] });
      return false;
    }
    markLoggedIn(qc, r.result);
    await qc.invalidateQueries({ queryKey: USER_ACTIONS_KEY });
    void message.success(r.message || t('company.messages.joined'));
    navigate('/System/User/Main', { replace: true });
    return true;
  };
};

/** A visitor registers a personal account (Security/Register) and joins in one go. */
const RegisterAndJoin = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TRegisterForm>();
  const [busy, setBusy] = useState(false);
  const join = useJoin(code);

  const sendCode = async (): Promise<number | null> => {
    try {
      await form.validateFields(['Mobile']);
    } catch {
      return null;
    }
    const r = await call(SendValidCode, {
      Mobile: (form.getFieldValue('Mobile') as string).trim(),
      Purpose: 'Register',
      RegisterType: 'Personal',
    });
    if (!r.isSucc || !r.result) return null;
    void message.success(t('account.code.sentTo', { to: r.result.SentTo }));
    return r.result.WaitSeconds;
  };

  const submit = async (v: TRegisterForm) => {
    setBusy(true);
    try {
      const r = await call(Register, {
        RegisterType: 'Personal',
        UserName: v.UserName.trim(),
        Mobile: v.Mobile.trim(),
        Code: v.Code.trim(),
        Email: '',
        Password: v.Password,
        ConfirmPassword: v.ConfirmPassword,
        Agree: true,
      });
      if (r.isSucc && r.result) await join(r.result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<TRegisterForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      data-testid="invite-register-form"
    >
      <Form.Item name="UserName" label={t('account.fields.userName')} rules={[zodRule(R.UserName, t)]}>
        <Input placeholder={t('account.placeholders.userName')} maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item name="Mobile" label={t('account.fields.mobile')} rules={[zodRule(R.Mobile, t)]}>
        <Input placeholder={t('account.placeholders.mobile')} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('account.fields.code')} required>
        <Space.Compact block>
          <Form.Item name="Code" noStyle rules={[zodRule(R.Code, t)]}>
            <Input placeholder={t('account.placeholders.code')} maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <CodeButton onSend={sendCode} />
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields label="password" />
      <Form.Item name="Agree" valuePropName="checked" rules={[zodRule(R.Agree, t)]}>
        <Checkbox data-testid="invite-agree">
          {t('account.register.agreePrefix')}
          {t('account.agreement.link')}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="invite-register-submit">
        {t('company.landing.registerSubmit')}
      </Button>
    </Form>
  );
};

/** Someone with an account logs in and joins. */
const LoginAndJoin = ({ code }: { code: string }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const join = useJoin(code);
  const captcha = useCaptchaDemand();
  const submit = async (v: TLoginForm) => {
    setBusy(true);
    try {
      const r = await call(Login, { Account: v.Account.trim(), Password: v.Password, ...captcha.answerOf(v) });
      if (r.isSucc && r.result) await join(r.result);
      else captcha.onFailure(r);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<TLoginForm>
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => void submit(v)}
      data-testid="invite-login-form"
    >
      <Form.Item
        name="Account"
        label={t('account.fields.account')}
        rules={[{ required: true, whitespace: true, message: t('system.validation.accountRequired') }]}
      >
        <Input placeholder={t('account.placeholders.account')} maxLength={100} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="Password"
        label={t('account.fields.password')}
        rules={[{ required: true, message: t('messages.validation.passwordRequired') }]}
      >
        <Input.Password
          placeholder={t('account.placeholders.password')}
          maxLength={64}
          autoComplete="current-password"
        />
      </Form.Item>
      {captcha.need && <CaptchaField round={captcha.round} />}
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="invite-login-submit">
        {t('company.landing.loginSubmit')}
      </Button>
    </Form>
  );
};

/** The logged-in visitor: join, or why they cannot. */
const JoinAsMember = ({ code, ticket }: { code: string; ticket: TTicketInfo }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const join = useJoin(code);
  const match = useQuery({
    queryKey: [...COMPANY_KEY, 'inviteMatch', code, ticket.UserID, ticket.CompanyID],
    queryFn: () => fetchResult(InviteInfoMatch, { InviteCode: code }),
  });
  const state = match.data?.JoinState;
  return (
    <Flex vertical gap={16} data-testid="invite-member">
      <Typography.Text type="secondary">{t('company.landing.loggedInAs', { name: ticket.UserName })}</Typography.Text>
      {!state && <Skeleton active paragraph={{ rows: 1 }} />}
      {state === 'CanJoin' && (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('company.landing.personalNote')}
          </Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            block
            icon={<UserAddOutlined />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              void join().finally(() => setBusy(false));
            }}
            data-testid="invite-join"
          >
            {t('company.landing.join')}
          </Button>
        </>
      )}
      {state === 'AlreadyMember' && (
        <Alert
          type="success"
          showIcon
          title={t('company.landing.alreadyMember')}
          action={<Link to="/System/User/Main">{t('system.menu.userMain')}</Link>}
        />
      )}
      {state === 'OtherCompany' && (
        <Alert type="warning" showIcon title={t('company.landing.otherCompany')} data-testid="invite-other-company" />
      )}
      {state !== 'CanJoin' && state !== undefined && (
        <Button onClick={() => void logout(qc)} data-testid="invite-switch-account">
          {t('company.landing.switchAccount')}
        </Button>
      )}
    </Flex>
  );
};

/**
 * `/invite/:inviteCode`: the landing page of an invite link. It shows the company and department; a
 * visitor registers or logs in and joins, a logged-in individual joins with one click.
 */
const InvitePage = () => {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { inviteCode = '' } = useParams();
  const code = inviteCode.trim().slice(0, 64);
  const ticket = useTicket().data;
  const [tab, setTab] = useState<'register' | 'login'>('register');
  const view = useQuery({
    queryKey: [...COMPANY_KEY, 'invite', code],
    queryFn: () => fetchResult(GetInviteInfo, undefined, { query: { inviteCode: code }, failTips: false }),
    retry: false,
  });

  const frame = (body: ReactNode) => (
    <div
      style={{
        minHeight: 'calc(100vh - 180px)',
        padding: '40px 16px',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <div style={{ maxWidth: 560, margin: '0 auto' }} data-testid="invite-page">
        {body}
      </div>
    </div>
  );

  if (view.isError) {
    return frame(
      <Card>
        <Result
          status="warning"
          title={t('company.landing.notFound')}
          subTitle={(view.error as { message?: string } | null)?.message}
          extra={<Link to="/">{t('shell.nav.home')}</Link>}
        />
      </Card>,
    );
  }
  if (!view.data) return frame(<Card loading />);
  const v = view.data;
  return frame(
    <Card>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 20, textAlign: 'center' }}>
        <BankOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
        <Typography.Text type="secondary">{t('company.landing.title')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="invite-company">
          {companyNameIn(i18n.language, v)}
        </Typography.Title>
        <Tag color={STATUS_COLOR[v.Status]} variant="filled" data-testid="invite-status">
          {t(`company.landing.status.${v.Status}`)}
        </Tag>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ marginBottom: 24 }}
        items={[
          { key: 'dept', label: t('company.landing.department'), children: v.DepartmentName },
          { key: 'exp', label: t('company.landing.expireTime'), children: v.ExpireTime },
        ]}
      />
      {!v.Valid && <Alert type="warning" showIcon title={t('company.landing.invalidHint')} />}
      {v.Valid && ticket && <JoinAsMember code={code} ticket={ticket} />}
      {v.Valid && !ticket && (
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k === 'login' ? 'login' : 'register')}
          items={[
            {
              key: 'register',
              label: t('company.landing.registerTab'),
              children: <RegisterAndJoin code={code} />,
            },
            {
              key: 'login',
              label: t('company.landing.loginTab'),
              children: <LoginAndJoin code={code} />,
            },
          ]}
        />
      )}
    </Card>,
  );
};

export default InvitePage;
