import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, ZRejectReason } from '@opentmc/contracts';
import { zodRule } from '../../../kit/form-rules.ts';

type TProps = {
  open: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** Asks for the rejection reason (required: "Enter a rejection reason"), checked with the server's schema. */
export const RejectDialog = ({ open, title, busy, onCancel, onSubmit }: TProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ Reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('approval.queue.reject')}
      okButtonProps={{ danger: true, loading: busy, ...({ 'data-testid': 'reject-submit' } as object) }}
      cancelButtonProps={{ ...({ 'data-testid': 'reject-cancel' } as object) }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.Reason.trim()))}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="Reason" label={t('approval.queue.reason')} rules={[zodRule(ZRejectReason, t)]} required>
          <Input.TextArea
            rows={4}
            maxLength={REJECT_REASON_MAX}
            showCount
            placeholder={t('approval.queue.reasonPlaceholder')}
            data-testid="reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
