import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Avatar, Skeleton } from 'antd';
import {
  CloseOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
  ReadOutlined,
  TeamOutlined,
  VerticalLeftOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHAT_COLOR } from '../site.ts';
import { useSiteContact } from './hooks.ts';
import { useSessionTicket } from './hooks.ts';
import { loadFeedback } from '../feedback.tsx';
import { loadAllTexts } from '../i18n.ts';

// The form loads with the panel, so the shell of every page stays small.
// The form's texts are outside the first pages' part of the catalogue (i18n.ts): it waits for the whole, and for the
// message hooks (feedback.tsx), as a page does.
const FeedbackForm = lazy(() =>
  Promise.all([import('../../modules/adapter/index.ts'), loadAllTexts(), loadFeedback()]).then(([m]) => ({
    default: m.FeedbackForm,
  })),
);

const TUCKED_KEY = 'otmc.chat.tucked';

/**
 * The online customer-service entry for logged-in users (spec sections 1 and 9: fixed colour and
 * position): a greeting, quick links and the feedback form, which lands in the feedback list.
 */
export const ChatWidget = () => {
  const { t } = useTranslation();
  const { hotline } = useSiteContact();
  const ticket = useSessionTicket();
  const [open, setOpen] = useState(false);
  // Tucked: the button is a slim tab on the window's edge, so it covers nothing (the reader's choice, kept).
  const [tucked, setTucked] = useState(() => localStorage.getItem(TUCKED_KEY) === '1');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);

  const tuck = (value: boolean) => {
    localStorage.setItem(TUCKED_KEY, value ? '1' : '0');
    setTucked(value);
    setOpen(false);
    // The focus stays with the widget: on the tab once tucked, on the button once back.
    requestAnimationFrame(() => (value ? tabRef : buttonRef).current?.focus());
  };

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
  if (tucked)
    return (
      <button
        ref={tabRef}
        type="button"
        className="otmc-chat-tab"
        style={{ background: CHAT_COLOR }}
        aria-label={t('shell.chat.untuck')}
        title={t('shell.chat.untuck')}
        onClick={() => tuck(false)}
        data-testid="chat-tab"
      >
        <CustomerServiceOutlined />
      </button>
    );
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
      {!open && (
        <button
          type="button"
          className="otmc-chat-tuck"
          aria-label={t('shell.chat.tuck')}
          title={t('shell.chat.tuck')}
          onClick={() => tuck(true)}
          data-testid="chat-tuck"
        >
          <VerticalLeftOutlined />
        </button>
      )}
    </>
  );
};
