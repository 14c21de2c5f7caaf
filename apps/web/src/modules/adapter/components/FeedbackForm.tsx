import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Radio, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ADVISE_CONTENT_MAX,
  AdviseSave,
  AdviseType,
  ZAdviseSaveRequest,
  type TAdviseSaveRequest,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { adviseTypeOptions } from '../lib/lookups.ts';

type TProps = {
  /** Called with the new feedback id after it was sent (the chat widget closes itself). */
  onDone?: (adviseId: string) => void;
  /** A narrower layout for the chat widget: a type select and a shorter text box. */
  compact?: boolean;
};
type TForm = Omit<TAdviseSaveRequest, 'Page'>;

const F = ZAdviseSaveRequest.shape;

/** The feedback form (Advise/Save) of the chat widget and `/mall/feedBack`; staff read it in the feedback list. */
export const FeedbackForm = ({ onDone, compact = false }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: ticket } = useTicket();
  const [form] = Form.useForm<TForm>();
  const [busy, setBusy] = useState(false);
  const [sentId, setSentId] = useState<string | null>(null);

  // A logged-in sender need not type their name again.
  useEffect(() => {
    if (ticket?.UserName && !form.getFieldValue('ContactName')) form.setFieldValue('ContactName', ticket.UserName);
  }, [ticket?.UserName, form]);

  const submit = async (v: TForm) => {
    setBusy(true);
    try {
      const page = `${window.location.pathname}${window.location.search}`.slice(0, 500);
      const r = await call(AdviseSave, {
        AdviseType: v.AdviseType,
        Content: v.Content.trim(),
        ContactName: v.ContactName.trim(),
        ContactPhone: v.ContactPhone.trim(),
        ContactEmail: v.ContactEmail?.trim() ?? '',
        Page: page,
      });
      if (!r.isSucc || !r.result) return;
      form.resetFields(['Content']);
      if (onDone) {
        message.success(t('adapterUi.feedback.sentShort'));
        onDone(r.result.AdviseID);
      } else {
        setSentId(r.result.AdviseID);
      }
    } finally {
      setBusy(false);
    }
  };

  if (sentId) {
    return (
      <Result
        status="success"
        title={t('adapterUi.feedback.sentTitle')}
        subTitle={t('adapterUi.feedback.sentText', { id: sentId })}
        extra={
          <Button type="primary" onClick={() => setSentId(null)}>
            {t('adapterUi.feedback.another')}
          </Button>
        }
        data-testid="feedback-sent"
      />
    );
  }

  const types = adviseTypeOptions(t);
  return (
    <Form<TForm>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ AdviseType: AdviseType.Suggestion }}
      onFinish={(v) => void submit(v)}
      size={compact ? 'middle' : 'large'}
      data-testid="feedback-form"
    >
      <Form.Item name="AdviseType" label={t('adapterUi.feedback.type')} rules={[zodRule(F.AdviseType, t)]} required>
        {compact ? <Select options={types} /> : <Radio.Group optionType="button" buttonStyle="solid" options={types} />}
      </Form.Item>
      <Form.Item name="Content" label={t('adapterUi.feedback.content')} rules={[zodRule(F.Content, t)]} required>
        <Input.TextArea
          placeholder={t('adapterUi.feedback.contentPlaceholder')}
          autoSize={{ minRows: compact ? 3 : 5, maxRows: compact ? 6 : 12 }}
          maxLength={ADVISE_CONTENT_MAX}
          showCount
        />
      </Form.Item>
      <Form.Item
        name="ContactName"
        label={t('adapterUi.feedback.contactName')}
        rules={[zodRule(F.ContactName, t)]}
        required
      >
        <Input placeholder={t('adapterUi.feedback.contactNamePlaceholder')} maxLength={50} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="ContactPhone"
        label={t('adapterUi.feedback.contactPhone')}
        rules={[zodRule(F.ContactPhone, t)]}
        required
      >
        <Input
          placeholder={t('adapterUi.feedback.contactPhonePlaceholder')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item name="ContactEmail" label={t('adapterUi.feedback.contactEmail')} rules={[zodRule(F.ContactEmail, t)]}>
        <Input placeholder={t('adapterUi.feedback.contactEmailPlaceholder')} maxLength={100} autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block={compact}>
        {t('actions.submit')}
      </Button>
    </Form>
  );
};
