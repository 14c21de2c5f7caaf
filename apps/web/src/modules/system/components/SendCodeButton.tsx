import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '@opentmc/contracts';
import { useCountdown } from '../hooks/useCountdown.ts';

type TProps = {
  /** Sends the code; resolves to the server's wait in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  block?: boolean;
  /** Outside antd's Form (the login page), the form's size. */
  size?: ButtonProps['size'];
};

/** "Send code" that counts down the spec's resend wait (60 s) after a code went out. */
export const SendCodeButton = ({ onSend, disabled, block, size }: TProps) => {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const { left, start } = useCountdown();
  const click = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait === null) return;
      setSentOnce(true);
      start(wait > 0 ? wait : SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };
  const label =
    left > 0 ? t('account.code.wait', { seconds: left }) : sentOnce ? t('account.code.resend') : t('account.code.send');
  return (
    <Button
      onClick={() => void click()}
      loading={sending}
      disabled={disabled || left > 0}
      block={block}
      size={size}
      style={{ minWidth: 128 }}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
};
