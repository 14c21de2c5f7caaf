import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Typography, theme, type FormRule } from 'antd';
import { CheckCircleOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResetPwd, ZResetPwdRequest, type TCaptchaAnswer } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { useDialogs } from '../../../app/dialogs.tsx';
import { zodRule } from '../../../kit/form-rules.ts';
import { CaptchaField, useCaptchaDemand } from '../components/CaptchaField.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';

type TForm = { OldPassword: string; Password: string; ConfirmPassword: string } & TCaptchaAnswer;
const F = ZResetPwdRequest.shape;
const TIPS = ['strong', 'unique', 'regular'] as const;

/** `/System/User/:UserID/Security`: change the password with the old one; this session stays logged in. */
const UserSecurityPage = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<TForm>();
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const captcha = useCaptchaDemand();

  const differsFromOld: FormRule = ({ getFieldValue }) => ({
    validator: async (_r, v: unknown) => {
      if (v && v === getFieldValue('OldPassword')) throw new Error(t('account.security.samePassword'));
    },
  });

  const submit = async (v: TForm) => {
    setBusy(true);
    try {
      const r = await call(ResetPwd, {
        OldPassword: v.OldPassword,
        Password: v.Password,
        ConfirmPassword: v.ConfirmPassword,
        ...captcha.answerOf(v),
      });
      if (!r.isSucc) return captcha.onFailure(r);
      form.resetFields();
      void dialogs.success(t('account.security.success'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={[16, 16]} data-testid="user-security">
      <Col xs={24} lg={15}>
        <Card
          title={
            <Flex gap={8} align="center">
              <LockOutlined style={{ color: token.colorPrimary }} />
              {t('account.security.changePassword')}
            </Flex>
          }
        >
          <Typography.Paragraph type="secondary">{t('account.security.subtitle')}</Typography.Paragraph>
          <Form<TForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            style={{ maxWidth: 440 }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item
              name="OldPassword"
              label={t('account.fields.oldPassword')}
              rules={[
                { required: true, message: t('messages.validation.passwordRequired') },
                zodRule(F.OldPassword, t),
              ]}
            >
              <Input.Password
                placeholder={t('account.placeholders.oldPassword')}
                autoComplete="current-password"
                maxLength={64}
              />
            </Form.Item>
            <NewPasswordFields label="newPassword" dependencies={['OldPassword']} extraRules={[differsFromOld]} />
            {captcha.need && <CaptchaField round={captcha.round} />}
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('actions.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card title={t('account.security.tipsTitle')}>
          <Flex vertical gap={12}>
            {TIPS.map((k) => (
              <Flex key={k} gap={10} align="flex-start">
                <CheckCircleOutlined style={{ color: token.colorSuccess, marginTop: 4 }} />
                <Typography.Text>{t(`account.security.tips.${k}`)}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
};

export default UserSecurityPage;
