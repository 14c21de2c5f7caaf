import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Avatar, Skeleton } from 'antd';
import { CloseOutlined, CustomerServiceOutlined, PhoneOutlined, ReadOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_COLOR } from '../site.ts';
import { useSiteContact } from './hooks.ts';
import { useSessionTicket } from './hooks.ts';

// The form loads with the panel, so the shell of every page stays small.
const FeedbackForm = lazy(() => import('../../modules/adapter/index.ts').then((m) => ({ default: m.FeedbackForm })));

/**
 * The online customer-service entry for logged-in users (spec sections 1 and 9: fixed colour and
 * position): a greeting, quick links and the feedback form, which lands in the feedback list.
 */
export const ChatWidget = () => {
  const { t } = useTranslation();
  const { hotline } = useSiteContact();
  const ticket = useSessionTicket();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!ticket) return null;
  return (
    <>
      {open && (
        <section className="otmc-chat-panel" role="dialog" aria-label={t('shell.chat.title')} data-testid="chat-panel">
          <header className="otmc-chat-head" style={{ background: CHAT_COLOR }}>
            <Avatar size={40} style={{ background: 'rgba(255,255,255,.22)' }} icon={<CustomerServiceOutlined />} />
            <div className="otmc-chat-head-text">
              <div className="otmc-chat-head-title">{t('shell.chat.title')}</div>
              <div className="otmc-chat-head-sub">
                {t('shell.chat.subtitle')} · {t('shell.chat.hours')}
              </div>
            </div>
            <button
              type="button"
              className="otmc-chat-close"
              aria-label={t('shell.chat.close')}
              onClick={() => setOpen(false)}
            >
              <CloseOutlined />
            </button>
          </header>
          <div className="otmc-chat-body">
            <div className="otmc-chat-bubble">{t('shell.chat.greeting', { name: ticket.UserName })}</div>
            <div className="otmc-chat-section">{t('shell.chat.quick')}</div>
            <div className="otmc-chat-quick">
              <Link to="/System/serve/contact" onClick={() => setOpen(false)}>
                <TeamOutlined />
                {t('shell.chat.contact')}
              </Link>
              <Link to="/System/serve/guideline" onClick={() => setOpen(false)}>
                <ReadOutlined />
                {t('shell.chat.guideline')}
              </Link>
              <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>
                <PhoneOutlined />
                {t('shell.chat.hotline', { phone: hotline })}
              </a>
            </div>
            <div className="otmc-chat-section">{t('shell.chat.feedback')}</div>
            <div className="otmc-chat-form">
              <p style={{ margin: '0 0 12px', color: 'rgba(0,0,0,.55)', fontSize: 13 }}>
                {t('shell.chat.feedbackHint')}
              </p>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                <FeedbackForm compact onDone={() => setOpen(false)} />
              </Suspense>
            </div>
          </div>
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="otmc-chat-button"
        style={{ background: CHAT_COLOR }}
        aria-label={t('shell.chat.open')}
        aria-expanded={open}
        title={t('shell.chat.open')}
        onClick={() => setOpen((v) => !v)}
        data-testid="chat-button"
      >
        {open ? <CloseOutlined /> : <CustomerServiceOutlined />}
      </button>
    </>
  );
};
