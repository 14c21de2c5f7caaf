import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Space } from 'antd';
import { LockOutlined, MobileOutlined, QrcodeOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCaptchaAnswer, TTicketInfo } from '@opentmc/contracts';
import { Login, SendCode } from '@opentmc/contracts/routes';
import { call } from '../../../app/api.ts';
import { prefetchFeedback, useFeedback } from '../../../app/feedback.tsx';
import { markLoggedIn } from '../../../app/session.ts';
import { objectFieldCheck } from '../../../kit/form-rules.ts';
import { AuthFormItem, useAuthForm } from '../components/AuthForm.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthTabs } from '../components/AuthTabs.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { useCaptchaDemand } from '../hooks/useCaptchaDemand.ts';
import { asLoginTab, type TLoginTab } from '../lib/login-tab.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

// A first page (docs/performance.md "First page"): it calls through routes; its forms are AuthForm's (antd's Form
// and its validation library are not loaded), checking their fields with the login schema once that is loaded (a
// chunk with Zod, on the first check); it shows the captcha field (its own chunk) only when the server asks for it,
// and draws its tabs and texts without antd's Tabs and Typography (AuthTabs, auth.css).
const loginSchema = () => import('../lib/login-schema.ts').then((m) => m.ZLoginRequest);
const LoginCaptchaField = lazy(() =>
  import('../components/LoginCaptchaField.tsx').then((m) => ({ default: m.LoginCaptchaField })),
);

type TPasswordForm = { Account: string; Password: string } & TCaptchaAnswer;
type TCodeForm = { Mobile: string; Code: string } & TCaptchaAnswer;

/** `/login`: password, dynamic-code and messaging-app login; returns to `?redirect=` afterwards. */
const LoginPage = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = asLoginTab(params.get('tab'));
  const [submitting, setSubmitting] = useState(false);
  const pwdForm = useAuthForm<Partial<TPasswordForm>>();
  const codeForm = useAuthForm<Partial<TCodeForm>>();
  const check = (field: 'Account' | 'Password' | 'Mobile' | 'Code', filler: Record<string, string>) =>
    objectFieldCheck(loginSchema, field, filler, t);
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
    // The reply shows a message: its hooks load while the call runs (feedback.tsx).
    prefetchFeedback();
    try {
      const r = await call(Login, payload);
      if (r.isSucc && r.result) done(r.result);
      else captcha.onFailure(r);
    } finally {
      setSubmitting(false);
    }
  };

  const sendCode = async (): Promise<number | null> => {
    if (!(await codeForm.validate(['Mobile']))) return null;
    prefetchFeedback();
    const r = await call(SendCode, { Mobile: codeForm.values.Mobile ?? '', Purpose: 'Login' });
    if (!r.isSucc || !r.result) return null;
    message.success(t('account.code.sentTo', { to: r.result.SentTo }));
    return r.result.WaitSeconds;
  };

  const passwordTab = (
    <form
      onSubmit={pwdForm.onSubmit(
        (v) =>
          void loginWith({ Account: (v.Account ?? '').trim(), Password: v.Password ?? '', ...captcha.answerOf(v) }),
      )}
      data-testid="login-password-form"
    >
      <AuthFormItem label={t('account.fields.account')} htmlFor="Account" error={pwdForm.error('Account')}>
        <Input
          {...pwdForm.field('Account', check('Account', { Password: '-' }))}
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('account.placeholders.account')}
          autoComplete="username"
          autoFocus
          maxLength={100}
        />
      </AuthFormItem>
      <AuthFormItem label={t('account.fields.password')} htmlFor="Password" error={pwdForm.error('Password')}>
        <Input.Password
          {...pwdForm.field('Password', check('Password', { Account: '-' }))}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('account.placeholders.password')}
          autoComplete="current-password"
          maxLength={64}
        />
      </AuthFormItem>
      {captcha.need && (
        <Suspense fallback={null}>
          <LoginCaptchaField round={captcha.round} form={pwdForm} />
        </Suspense>
      )}
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 16 }}>
        <Link to="/reset">{t('account.login.forgot')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </form>
  );

  const codeTab = (
    <form
      onSubmit={codeForm.onSubmit(
        (v) => void loginWith({ Mobile: (v.Mobile ?? '').trim(), Code: (v.Code ?? '').trim(), ...captcha.answerOf(v) }),
      )}
      data-testid="login-code-form"
    >
      <AuthFormItem label={t('account.fields.mobile')} htmlFor="Mobile" error={codeForm.error('Mobile')}>
        <Input
          {...codeForm.field('Mobile', check('Mobile', { Code: '000000' }))}
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('account.placeholders.mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      </AuthFormItem>
      <AuthFormItem label={t('account.fields.code')} htmlFor="Code" error={codeForm.error('Code')}>
        <Space.Compact block size="large">
          <Input
            {...codeForm.field('Code', check('Code', { Mobile: '13800000000' }))}
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('account.placeholders.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <SendCodeButton onSend={sendCode} size="large" />
        </Space.Compact>
      </AuthFormItem>
      <div className="otmc-auth-text otmc-auth-secondary" style={{ fontSize: 12, marginTop: -8 }}>
        {t('account.login.codeHint')}
      </div>
      {captcha.need && (
        <Suspense fallback={null}>
          <LoginCaptchaField round={captcha.round} form={codeForm} />
        </Suspense>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('actions.login')}
      </Button>
    </form>
  );

  const imTab = (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: '16px 8px 8px', textAlign: 'center' }}
      data-testid="login-im-unconfigured"
    >
      <QrcodeOutlined style={{ fontSize: 56, color: 'var(--ant-color-text-quaternary)' }} />
      <h5 className="otmc-auth-text otmc-auth-title-5" style={{ margin: '8px 0 0' }}>
        {t('account.login.im.title')}
      </h5>
      <div className="otmc-auth-text otmc-auth-secondary" style={{ maxWidth: 340 }}>
        {t('account.login.im.text')}
      </div>
      <Flex wrap gap={8} align="center">
        <Button type="primary" onClick={() => setTab('password')}>
          {t('account.login.tabs.password')}
        </Button>
        <Button onClick={() => setTab('code')}>{t('account.login.tabs.code')}</Button>
      </Flex>
    </Flex>
  );

  return (
    <AuthLayout title={t('account.login.title')} subtitle={t('account.login.subtitle')} aside width={480}>
      <AuthTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: t('account.login.tabs.password'), children: passwordTab },
          { key: 'code', label: t('account.login.tabs.code'), children: codeTab },
          { key: 'im', label: t('account.login.tabs.im'), children: imTab },
        ]}
      />
      <Flex justify="center" gap={6} style={{ marginTop: 24 }} wrap>
        <span className="otmc-auth-text otmc-auth-secondary">{t('account.login.noAccount')}</span>
        <Link to="/User/Register">{t('account.login.registerPersonal')}</Link>
        <span className="otmc-auth-text otmc-auth-secondary">·</span>
        <Link to="/Company/Register">{t('account.login.registerCompany')}</Link>
      </Flex>
    </AuthLayout>
  );
};

export default LoginPage;
