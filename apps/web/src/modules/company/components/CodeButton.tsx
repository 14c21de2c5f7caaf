import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '@opentmc/contracts';

type TProps = {
  /** Sends the code; resolves to the server's wait in seconds, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
};

/** "Send code" with the spec's resend wait counted down. */
export const CodeButton = ({ onSend }: TProps) => {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const click = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait === null) return;
      setSentOnce(true);
      setLeft(wait > 0 ? wait : SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };
  const label =
    left > 0 ? t('account.code.wait', { seconds: left }) : t(sentOnce ? 'account.code.resend' : 'account.code.send');
  return (
    <Button
      onClick={() => void click()}
      loading={sending}
      disabled={left > 0}
      style={{ minWidth: 128 }}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
};
