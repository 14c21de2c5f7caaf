import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { App, Button, Flex, Form, Input, Radio, Result, Space, Steps, Typography } from 'antd';
import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CheckAccount, CheckCode, ResetPwd, SendCode, ZSmsCode } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { useCountdown } from '../hooks/useCountdown.ts';

/** Spec section 9: redirect after a login or password change after 6 seconds. */
const REDIRECT_SECONDS = 6;
// The account rule of CheckAccount: required here, where the reset payload has it optional.
const ZAccount = CheckAccount.payload.shape.Account;

type TChannel = 'mobile' | 'email';
type TAccount = { Account: string; Mobile: string; Email: string };

/** Step 1: the account (login name, mobile or email). */
const AccountStep = ({ onNext }: { onNext: (a: TAccount) => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Account: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ Account }: { Account: string }) => {
    setBusy(true);
    try {
      const account = Account.trim();
      const r = await call(CheckAccount, { Account: account });
      if (!r.isSucc || !r.result) return;
      if (!r.result.Exists) {
        form.setFields([{ name: 'Account', errors: [t('account.reset.accountNotFound')] }]);
        return;
      }
      onNext({ Account: account, Mobile: r.result.Mobile, Email: r.result.Email });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
      <Form.Item name="Account" label={t('account.fields.account')} rules={[zodRule(ZAccount, t)]}>
        <Input prefix={<UserOutlined />} placeholder={t('account.placeholders.account')} autoFocus maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('actions.next')}
      </Button>
    </Form>
  );
};

/** Step 2: identity verification by a code sent to the account's mobile or email. */
const VerifyStep = ({
  account,
  onNext,
  onBack,
}: {
  account: TAccount;
  onNext: (token: string) => void;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Code: string }>();
  const [channel, setChannel] = useState<TChannel>(account.Mobile ? 'mobile' : 'email');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const sendCode = async (): Promise<number | null> => {
    const r = await call(SendCode, { Account: account.Account, Channel: channel, Purpose: 'ResetPwd' });
    if (!r.isSucc || !r.result) return null;
    setSentTo(r.result.SentTo);
    message.success(t('account.code.sentTo', { to: r.result.SentTo }));
    return r.result.WaitSeconds;
  };
  const submit = async ({ Code }: { Code: string }) => {
    setBusy(true);
    try {
      const r = await call(CheckCode, {
        Account: account.Account,
        Channel: channel,
        Code: Code.trim(),
        Purpose: 'ResetPwd',
      });
      if (r.isSucc && r.result) onNext(r.result.Token);
    } finally {
      setBusy(false);
    }
  };
  const none = !account.Mobile && !account.Email;
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
      <Form.Item label={t('account.reset.channel')}>
        {none ? (
          <Typography.Text type="danger">{t('account.reset.noChannel')}</Typography.Text>
        ) : (
          <Radio.Group
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value as TChannel);
              setSentTo('');
            }}
            style={{ width: '100%' }}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Radio value="mobile" disabled={!account.Mobile} data-testid="reset-channel-mobile">
                <MobileOutlined /> {t('account.reset.byMobile')}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {account.Mobile || t('account.reset.notBound')}
                </Typography.Text>
              </Radio>
              <Radio value="email" disabled={!account.Email} data-testid="reset-channel-email">
                <MailOutlined /> {t('account.reset.byEmail')}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {account.Email || t('account.reset.notBound')}
                </Typography.Text>
              </Radio>
            </Space>
          </Radio.Group>
        )}
      </Form.Item>
      <Form.Item
        label={t('account.fields.code')}
        required
        extra={sentTo ? t('account.code.sentTo', { to: sentTo }) : undefined}
      >
        <Space.Compact block>
          <Form.Item name="Code" noStyle rules={[zodRule(ZSmsCode, t)]}>
            <Input
              placeholder={t('account.placeholders.code')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton key={channel} onSend={sendCode} disabled={none} />
        </Space.Compact>
      </Form.Item>
      <Flex gap={12}>
        <Button onClick={onBack} style={{ flex: 1 }}>
          {t('actions.previous')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={none} style={{ flex: 2 }}>
          {t('actions.next')}
        </Button>
      </Flex>
    </Form>
  );
};

type TPasswords = { Password: string; ConfirmPassword: string };

/** Step 3: the new password, with the strength meter. */
const PasswordStep = ({ account, token, onNext }: { account: string; token: string; onNext: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPasswords>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: TPasswords) => {
    setBusy(true);
    try {
      const r = await call(ResetPwd, { Account: account, Token: token, ...v });
      if (r.isSucc) onNext();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(v)}>
      <NewPasswordFields label="newPassword" />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('actions.submit')}
      </Button>
    </Form>
  );
};

/** Step 4: done; back to login after the spec's 6 seconds. */
const DoneStep = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { left } = useCountdown(REDIRECT_SECONDS);
  useEffect(() => {
    const id = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(id);
  }, [navigate]);
  return (
    <Result
      status="success"
      title={t('messages.passwordChanged')}
      subTitle={t('account.reset.redirecting', { seconds: left })}
      extra={
        <Button type="primary" onClick={() => navigate('/login', { replace: true })} data-testid="reset-login-now">
          {t('account.reset.loginNow')}
        </Button>
      }
      data-testid="reset-done"
    />
  );
};

/** `/reset`: the spec's four steps — account, identity verification, new password, finish. */
const ResetPage = () => {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<TAccount | null>(null);
  const [token, setToken] = useState('');
  return (
    <AuthLayout
      title={t('account.reset.title')}
      subtitle={t('account.reset.subtitle')}
      width={680}
      extra={
        step < 3 ? (
          <Link to="/login" style={{ fontSize: 14 }}>
            {t('account.reset.backToLogin')}
          </Link>
        ) : undefined
      }
    >
      <Steps
        current={step}
        status={step === 3 ? 'finish' : 'process'}
        size="small"
        style={{ marginBottom: 32 }}
        items={[
          { title: t('account.reset.steps.account') },
          { title: t('account.reset.steps.verify') },
          { title: t('account.reset.steps.password') },
          { title: t('account.reset.steps.finish') },
        ]}
        data-testid="reset-steps"
      />
      <div style={{ maxWidth: 420, margin: '0 auto' }}>
        {step === 0 && (
          <AccountStep
            onNext={(a) => {
              setAccount(a);
              setStep(1);
            }}
          />
        )}
        {step === 1 && account && (
          <VerifyStep
            account={account}
            onBack={() => setStep(0)}
            onNext={(tk) => {
              setToken(tk);
              setStep(2);
            }}
          />
        )}
        {step === 2 && account && <PasswordStep account={account.Account} token={token} onNext={() => setStep(3)} />}
      </div>
      {step === 3 && <DoneStep />}
    </AuthLayout>
  );
};

export default ResetPage;
