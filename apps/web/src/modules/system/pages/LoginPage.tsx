import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Space, Tabs, Typography, theme } from 'antd';
import { LockOutlined, MobileOutlined, QrcodeOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Login, SendCode, ZLoginRequest, type TCaptchaAnswer, type TTicketInfo } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { markLoggedIn } from '../../../app/session.ts';
import { objectFieldRule } from '../../../kit/form-rules.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { CaptchaField, useCaptchaDemand } from '../components/CaptchaField.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { asLoginTab, type TLoginTab } from '../lib/login-tab.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

type TPasswordForm = { Account: string; Password: string } & TCaptchaAnswer;
type TCodeForm = { Mobile: string; Code: string } & TCaptchaAnswer;

/** `/login`: password, dynamic-code and messaging-app login; returns to `?redirect=` afterwards. */
const LoginPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = asLoginTab(params.get('tab'));
  const [submitting, setSubmitting] = useState(false);
  const [pwdForm] = Form.useForm<TPasswordForm>();
  const [codeForm] = Form.useForm<TCodeForm>();
  // After repeated failures (for the person or from this address) the server asks for a captcha: both tabs show it.
  const captcha = useCaptchaDemand();

  const setTab = (next: TLoginTab) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (next === 'password') n.delete('tab');
        else n.set('tab', next);
        return n;
      },
      { replace: true },
    );

  const done = (ticket: TTicketInfo) => {
    markLoggedIn(qc, ticket);
    message.success(t('account.login.welcome', { name: ticket.UserName }));
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  const loginWith = async (payload: TPasswordForm | TCodeForm) => {
    setSubmitting(true);
    try {
      const r = await call(Login, payload);
      if (r.isSucc && r.result) done(r.result);
      else captcha.onFailure(r);
    } finally {
      setSubmitting(false);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    try {
      await codeForm.validateFields(['Mobile']);
    } catch {
      return null;
    }
    const r = await call(SendCode, { Mobile: codeForm.getFieldValue('Mobile') as string, Purpose: 'Login' });
    if (!r.isSucc || !r.result) return null;
    message.success(t('account.code.sentTo', { to: r.result.SentTo }));
    return r.result.WaitSeconds;
  };

  const passwordTab = (
    <Form<TPasswordForm>
      form={pwdForm}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => void loginWith({ Account: v.Account.trim(), Password: v.Password, ...captcha.answerOf(v) })}
      data-testid="login-password-form"
    >
      <Form.Item
        name="Account"
        label={t('account.fields.account')}
        rules={[objectFieldRule(ZLoginRequest, 'Account', { Password: '-' }, t)]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('account.placeholders.account')}
          autoComplete="username"
          autoFocus
          maxLength={100}
        />
      </Form.Item>
      <Form.Item
        name="Password"
        label={t('account.fields.password')}
        rules={[objectFieldRule(ZLoginRequest, 'Password', { Account: '-' }, t)]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('account.placeholders.password')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      {captcha.need && <CaptchaField round={captcha.round} />}
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 16 }}>
        <Link to="/reset">{t('account.login.forgot')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </Form>
  );

  const codeTab = (
    <Form<TCodeForm>
      form={codeForm}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => void loginWith({ Mobile: v.Mobile.trim(), Code: v.Code.trim(), ...captcha.answerOf(v) })}
      data-testid="login-code-form"
    >
      <Form.Item
        name="Mobile"
        label={t('account.fields.mobile')}
        rules={[objectFieldRule(ZLoginRequest, 'Mobile', { Code: '000000' }, t)]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('account.placeholders.mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item label={t('account.fields.code')} required>
        <Space.Compact block>
          <Form.Item name="Code" noStyle rules={[objectFieldRule(ZLoginRequest, 'Code', { Mobile: '13800000000' }, t)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('account.placeholders.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton onSend={sendCode} />
        </Space.Compact>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: -8 }}>
        {t('account.login.codeHint')}
      </Typography.Paragraph>
      {captcha.need && <CaptchaField round={captcha.round} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </Form>
  );

  const imTab = (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: '16px 8px 8px', textAlign: 'center' }}
      data-testid="login-im-unconfigured"
    >
      <QrcodeOutlined style={{ fontSize: 56, color: token.colorTextQuaternary }} />
      <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
        {t('account.login.im.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 340 }}>
        {t('account.login.im.text')}
      </Typography.Paragraph>
      <Space wrap>
        <Button type="primary" onClick={() => setTab('password')}>
          {t('account.login.tabs.password')}
        </Button>
        <Button onClick={() => setTab('code')}>{t('account.login.tabs.code')}</Button>
      </Space>
    </Flex>
  );

  return (
    <AuthLayout title={t('account.login.title')} subtitle={t('account.login.subtitle')} aside width={480}>
      <Tabs
        // Narrow enough for the English labels: an overflowing tab bar puts antd's "more" button inside the tab list.
        tabBarGutter={20}
        activeKey={tab}
        onChange={(k) => setTab(asLoginTab(k))}
        items={[
          { key: 'password', label: t('account.login.tabs.password'), children: passwordTab },
          { key: 'code', label: t('account.login.tabs.code'), children: codeTab },
          { key: 'im', label: t('account.login.tabs.im'), children: imTab },
        ]}
      />
      <Flex justify="center" gap={6} style={{ marginTop: 24 }} wrap>
        <Typography.Text type="secondary">{t('account.login.noAccount')}</Typography.Text>
        <Link to="/User/Register">{t('account.login.registerPersonal')}</Link>
        <Typography.Text type="secondary">·</Typography.Text>
        <Link to="/Company/Register">{t('account.login.registerCompany')}</Link>
      </Flex>
    </AuthLayout>
  );
};

export default LoginPage;
