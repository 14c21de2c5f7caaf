import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TrainAccountLogin,
  TrainAccountResetPassword,
  ZRailAccountName,
  ZRailPassword,
  type TTrainAccount,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { zodRule } from '../../../kit/form-rules.ts';

type TDialogProps = { open: boolean; onClose: () => void; onDone: () => Promise<void> };

/** The password field: never prefilled, never kept by the browser's form history. */
const PasswordItem = () => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="Password"
      label={t('train.account.page.password')}
      rules={[zodRule(ZRailPassword, t)]}
      extra={t('train.account.page.passwordSafe')}
    >
      <Input.Password autoComplete="new-password" maxLength={32} placeholder={t('train.account.page.passwordHint')} />
    </Form.Item>
  );
};

/** Binds a 12306 account: the rail side checks the password before anything is saved. */
export const BindRailAccountDialog = ({ open, onClose, onDone }: TDialogProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Account: string; Password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const r = await call(TrainAccountLogin, v);
      if (!r.isSucc) return;
      void message.success(r.message || t('train.account.messages.bound'));
      form.resetFields();
      await onDone();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('train.account.page.bindTitle')}
      okText={t('train.account.page.bind')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('train.account.page.bindIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} data-testid="rail-account-bind-form">
        <Form.Item name="Account" label={t('train.account.page.account')} rules={[zodRule(ZRailAccountName, t)]}>
          <Input autoComplete="off" maxLength={50} placeholder={t('train.account.page.accountHint')} />
        </Form.Item>
        <PasswordItem />
      </Form>
    </Modal>
  );
};

/** Stores the new password of an account after the traveller changed it at 12306. */
export const RailPasswordDialog = ({
  account,
  onClose,
  onDone,
}: Omit<TDialogProps, 'open'> & { account?: TTrainAccount }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!account) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      const r = await call(TrainAccountResetPassword, { ID: account.ID, Password: v.Password });
      if (!r.isSucc) return;
      void message.success(r.message || t('train.account.messages.passwordReset'));
      form.resetFields();
      await onDone();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={account !== undefined}
      title={t('train.account.page.passwordTitle', { account: account?.Account ?? '' })}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('train.account.page.passwordIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} data-testid="rail-account-password-form">
        <PasswordItem />
      </Form>
    </Modal>
  );
};
