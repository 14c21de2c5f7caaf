import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Segmented, Space, Typography } from 'antd';
import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GetMobileUser, Register, SendValidCode, ZRegisterRequest, type TRegisterRequest } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { markLoggedIn } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { SendCodeButton } from '../components/SendCodeButton.tsx';
import { ServiceAgreementModal } from '../components/ServiceAgreementModal.tsx';

type TRegisterType = TRegisterRequest['RegisterType'];
type TForm = Omit<TRegisterRequest, 'RegisterType' | 'Agree'> & { Agree?: boolean };
type TMobileNotice = { type: 'error' | 'warning'; text: string; links?: boolean } | null;

const F = ZRegisterRequest.shape;
const PATH_OF: Record<TRegisterType, string> = { Personal: '/User/Register', Company: '/Company/Register' };

/** `/User/Register` and `/Company/Register`: one screen with a switch between the two kinds. */
const RegisterPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim().slice(0, 64) ?? '';
  const type: TRegisterType = pathname.toLowerCase().startsWith('/company') ? 'Company' : 'Personal';
  const [form] = Form.useForm<TForm>();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [mobileNotice, setMobileNotice] = useState<TMobileNotice>(null);
  const [submitting, setSubmitting] = useState(false);

  const switchType = (next: TRegisterType) => {
    setMobileNotice(null);
    form.setFields([{ name: 'CompanyName', errors: [] }]);
    navigate({ pathname: PATH_OF[next], search: params.toString() ? `?${params.toString()}` : '' }, { replace: true });
  };

  // Spec: before a code goes out, find out whether the mobile is registered; a company account cannot register a company.
  const sendCode = async (): Promise<number | null> => {
    try {
      await form.validateFields(['Mobile']);
    } catch {
      return null;
    }
    const mobile = (form.getFieldValue('Mobile') as string).trim();
    const found = await call(GetMobileUser, { mobile }, { failTips: false });
    if (found.isSucc && found.result?.Registered) {
      if (type === 'Company' && found.result.IsCompanyAccount) {
        setMobileNotice({ type: 'error', text: t('account.register.companyAccountCannotRegister') });
        return null;
      }
      if (type === 'Personal') {
        setMobileNotice({
          type: 'error',
          text: t('account.register.mobileRegistered', { name: found.result.UserName }),
          links: true,
        });
        return null;
      }
      setMobileNotice({
        type: 'warning',
        text: t('account.register.mobileRegisteredCompany', { name: found.result.UserName }),
      });
    } else {
      setMobileNotice(null);
    }
    const r = await call(SendValidCode, { Mobile: mobile, Purpose: 'Register', RegisterType: type });
    if (!r.isSucc || !r.result) return null;
    message.success(t('account.code.sentTo', { to: r.result.SentTo }));
    return r.result.WaitSeconds;
  };

  const submit = async (v: TForm) => {
    setSubmitting(true);
    try {
      const r = await call(Register, {
        RegisterType: type,
        UserName: v.UserName.trim(),
        Mobile: v.Mobile.trim(),
        Code: v.Code.trim(),
        Email: v.Email?.trim() ?? '',
        Password: v.Password,
        ConfirmPassword: v.ConfirmPassword,
        ...(type === 'Company' ? { CompanyName: v.CompanyName?.trim() ?? '' } : {}),
        Agree: true,
      });
      if (!r.isSucc || !r.result) return;
      markLoggedIn(qc, r.result);
      message.success(t('messages.registered'));
      navigate('/', { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={t(type === 'Company' ? 'account.register.titleCompany' : 'account.register.titlePersonal')}
      subtitle={t(type === 'Company' ? 'account.register.subtitleCompany' : 'account.register.subtitlePersonal')}
      width={560}
    >
      <Segmented<TRegisterType>
        block
        value={type}
        onChange={switchType}
        style={{ marginBottom: 24 }}
        options={[
          { value: 'Personal', label: t('account.register.personal'), icon: <UserOutlined /> },
          { value: 'Company', label: t('account.register.company'), icon: <BankOutlined /> },
        ]}
        data-testid="register-type"
      />
      {invite && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 20 }}
          title={t('account.register.invited', { code: invite })}
          data-testid="register-invite"
        />
      )}
      <Form<TForm>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={(v) => void submit(v)}
        scrollToFirstError
        data-testid="register-form"
      >
        {type === 'Company' && (
          <Form.Item
            name="CompanyName"
            label={t('account.fields.companyName')}
            rules={[
              { required: true, whitespace: true, message: t('system.validation.companyNameRequired') },
              zodRule(F.CompanyName, t),
            ]}
          >
            <Input placeholder={t('account.placeholders.companyName')} maxLength={100} autoComplete="organization" />
          </Form.Item>
        )}
        <Form.Item name="UserName" label={t('account.fields.userName')} rules={[zodRule(F.UserName, t)]} required>
          <Input placeholder={t('account.placeholders.userName')} maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="Mobile"
          label={t('account.fields.mobile')}
          rules={[zodRule(F.Mobile, t)]}
          required
          extra={
            mobileNotice && (
              <Alert
                type={mobileNotice.type}
                showIcon
                title={mobileNotice.text}
                style={{ marginTop: 8 }}
                action={
                  mobileNotice.links && (
                    <Space size={12}>
                      <Link to="/login">{t('actions.login')}</Link>
                      <Link to="/reset">{t('account.login.forgot')}</Link>
                    </Space>
                  )
                }
              />
            )
          }
        >
          <Input
            placeholder={t('account.placeholders.mobile')}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
            onChange={() => setMobileNotice(null)}
          />
        </Form.Item>
        <Form.Item label={t('account.fields.code')} required>
          <Space.Compact block>
            <Form.Item name="Code" noStyle rules={[zodRule(F.Code, t)]}>
              <Input
                placeholder={t('account.placeholders.code')}
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            </Form.Item>
            <SendCodeButton onSend={sendCode} />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="Email" label={t('account.fields.email')} rules={[zodRule(F.Email, t)]}>
          <Input placeholder={t('account.placeholders.email')} maxLength={100} autoComplete="email" />
        </Form.Item>
        <NewPasswordFields label="password" />
        <Form.Item name="Agree" valuePropName="checked" rules={[zodRule(F.Agree, t)]}>
          <Checkbox data-testid="register-agree">
            {t('account.register.agreePrefix')}
            <Typography.Link
              data-testid="agreement-link"
              onClick={(e) => {
                e.preventDefault();
                setAgreementOpen(true);
              }}
            >
              {t('account.agreement.link')}
            </Typography.Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t(type === 'Company' ? 'account.register.submitCompany' : 'account.register.submitPersonal')}
        </Button>
      </Form>
      <Flex justify="center" gap={6} style={{ marginTop: 20 }}>
        <Typography.Text type="secondary">{t('account.register.haveAccount')}</Typography.Text>
        <Link to="/login">{t('actions.login')}</Link>
      </Flex>
      <ServiceAgreementModal
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          form.setFieldValue('Agree', true);
          void form.validateFields(['Agree']);
          setAgreementOpen(false);
        }}
      />
    </AuthLayout>
  );
};

export default RegisterPage;
