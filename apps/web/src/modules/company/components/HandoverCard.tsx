import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { CrownOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CompanyInfoHandover,
  CompanyInfoReceivers,
  ZHandoverRequest,
  type TCaptchaAnswer,
  type TCompanyProfile,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { TICKET_KEY } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { CaptchaField, useCaptchaDemand } from '../../system/index.ts';
import { COMPANY_KEY, USER_ACTIONS_KEY, receiversKey } from '../lib/query-keys.ts';

type THandoverForm = { ReceiverID?: string; Password: string } & TCaptchaAnswer;
const F = ZHandoverRequest.shape;

/** The handover dialog: a colleague and the administrator's own password. */
const HandoverModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<THandoverForm>();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptchaDemand();
  const receivers = useQuery({
    queryKey: receiversKey,
    queryFn: () => fetchResult(CompanyInfoReceivers, {}),
    enabled: open,
  });
  const options = (receivers.data?.Entities ?? []).map((r) => ({
    value: r.UserID,
    label: [r.UserName, r.DepartmentName, r.Mobile].filter(Boolean).join(' · '),
  }));

  const submit = async (v: THandoverForm) => {
    setBusy(true);
    try {
      const r = await call(CompanyInfoHandover, {
        ReceiverID: v.ReceiverID ?? '',
        Password: v.Password,
        ...captcha.answerOf(v),
      });
      if (!r.isSucc) return captcha.onFailure(r);
      void message.success(r.message || t('company.messages.handedOver'));
      onClose();
      // The admin rights are gone: leave the admin screen, then reload the ticket and the menu.
      navigate('/System/User/Main', { replace: true });
      qc.removeQueries({ queryKey: COMPANY_KEY });
      await qc.invalidateQueries({ queryKey: TICKET_KEY });
      await qc.invalidateQueries({ queryKey: USER_ACTIONS_KEY });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('company.handover.modalTitle')}
      onCancel={onClose}
      okText={t('company.handover.confirm')}
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'company-handover-form' }}
      cancelText={t('actions.cancel')}
      destroyOnHidden
      data-testid="handover-modal"
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('company.handover.warning')} />
      <Form<THandoverForm>
        id="company-handover-form"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="ReceiverID" label={t('company.handover.receiver')} rules={[zodRule(F.ReceiverID, t)]}>
          <Select
            options={options}
            loading={receivers.isPending}
            placeholder={t('company.handover.receiverPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('company.handover.noReceivers')} />
            }
            data-testid="handover-receiver"
          />
        </Form.Item>
        <Form.Item name="Password" label={t('company.handover.password')} rules={[zodRule(F.Password, t)]}>
          <Input.Password
            placeholder={t('company.handover.passwordPlaceholder')}
            autoComplete="current-password"
            maxLength={64}
            data-testid="handover-password"
          />
        </Form.Item>
        {captcha.need && <CaptchaField round={captcha.round} />}
      </Form>
    </Modal>
  );
};

/** Company authority (spec section 6): who holds it, and the handover. */
export const HandoverCard = ({ profile }: { profile: TCompanyProfile }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <CrownOutlined />
          {t('company.handover.title')}
        </Flex>
      }
      data-testid="company-handover"
    >
      <Typography.Paragraph type="secondary">{t('company.handover.intro')}</Typography.Paragraph>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong>{t('company.handover.admins')}</Typography.Text>
        {profile.Admins.length === 0 && (
          <Typography.Text type="secondary">{t('company.handover.none')}</Typography.Text>
        )}
        {profile.Admins.map((a) => (
          <Tag key={a.UserID} color="gold" variant="filled" icon={<CrownOutlined />}>
            {a.UserName}
          </Tag>
        ))}
      </Flex>
      <Button danger icon={<SwapOutlined />} onClick={() => setOpen(true)} data-testid="handover-start">
        {t('company.handover.start')}
      </Button>
      <HandoverModal open={open} onClose={() => setOpen(false)} />
    </Card>
  );
};
