import { useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
// antd's App component, without its message, modal and notification code in the entry: its context (which
// App.useApp reads on every page) and its style (the `ant-app` root: text colour, font and line height).
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';

/** What App.useApp gives: the message, notification and modal of the app's context (theme and locale). */
export type TFeedback = { message: MessageInstance; notification: NotificationInstance; modal: ModalHookAPI };
export type THoldersProps = { onReady: (feedback: TFeedback) => void };

// The hooks behind App.useApp (antd's useMessage, useNotification and useModal) are a chunk of their own
// (feedback-holders.tsx): the first pages (`/`, `/login`) show no message until something happens, so a first visit
// does not load them (docs/adr/0031). Every other page loads them with its own chunk (router.tsx); on the first pages
// the first message or dialog loads them and shows once they are in.
let holders: Promise<ComponentType<THoldersProps>> | null = null;
const holdersWanted = new Set<(c: ComponentType<THoldersProps>) => void>();
/** Loads the message, notification and modal hooks (once); resolves when their chunk is in. */
export const loadFeedback = (): Promise<void> => {
  if (!holders) {
    const loading = import('./feedback-holders.tsx').then((m) => m.FeedbackHolders);
    holders = loading;
    // A chunk that did not come is asked for again by the next call.
    loading.then(
      (c) => holdersWanted.forEach((fn) => fn(c)),
      () => (holders = null),
    );
  }
  return holders.then(() => undefined);
};
/** Starts loading them, for a message that may come (a call's reply): nothing to wait for, nothing to report. */
export const prefetchFeedback = (): void => void loadFeedback().catch(() => undefined);

let ready: TFeedback | null = null;
const readyWaiters: ((feedback: TFeedback) => void)[] = [];
/** The real message, notification and modal, once the holders are mounted. */
const whenReady = (): Promise<TFeedback> => {
  if (ready) return Promise.resolve(ready);
  prefetchFeedback();
  return new Promise((resolve) => readyWaiters.push(resolve));
};
const setReady = (feedback: TFeedback) => {
  ready = feedback;
  readyWaiters.splice(0).forEach((resolve) => resolve(feedback));
};

/**
 * Runs `use` on the real message, notification and modal once they are mounted. What it gives comes boxed: a
 * message's or a dialog's handle is itself a thenable, which a promise would otherwise wait for.
 */
const later = <T,>(use: (feedback: TFeedback) => T): Promise<{ handle: T }> =>
  whenReady().then((feedback) => ({ handle: use(feedback) }));

/** A message's handle before it shows: closing it, or waiting for it, reaches the message once it is shown. */
const laterMessage = (shown: Promise<{ handle: MessageType }>): MessageType =>
  Object.assign(() => void shown.then(({ handle }) => handle()), {
    then: ((onClosed, onFail) =>
      shown
        .then(({ handle }) => new Promise<boolean>((closed) => void handle.then(closed)))
        .then(onClosed, onFail)) as MessageType['then'],
  });

type TModalHandle = ReturnType<ModalHookAPI['confirm']>;
/** A dialog's handle before it opens: updating or closing it, or waiting for it, reaches the dialog once it is open. */
const laterModal = (opened: Promise<{ handle: TModalHandle }>): TModalHandle => ({
  destroy: () => void opened.then(({ handle }) => handle.destroy()),
  update: (configUpdate) => void opened.then(({ handle }) => handle.update(configUpdate)),
  then: (resolve, reject) => opened.then(({ handle }) => handle.then(resolve, reject)),
});

type TMessageKind = 'info' | 'success' | 'error' | 'warning' | 'loading';
type TNoticeKind = 'success' | 'error' | 'info' | 'warning' | 'open';

/**
 * The message, notification and modal given to App.useApp until the real ones are mounted: each call goes to the
 * real one (at once when it is there, else once its chunk is in), so a page may call them at any time.
 */
const deferred: TFeedback = (() => {
  const messageOpen =
    (kind: TMessageKind): MessageInstance[TMessageKind] =>
    (...args) =>
      ready ? ready.message[kind](...args) : laterMessage(later((f) => f.message[kind](...args)));
  const modalOpen =
    (kind: keyof ModalHookAPI): ModalHookAPI[keyof ModalHookAPI] =>
    (props) =>
      ready ? ready.modal[kind](props) : laterModal(later((f) => f.modal[kind](props)));
  const notify =
    (kind: TNoticeKind): NotificationInstance[TNoticeKind] =>
    (args) =>
      ready ? ready.notification[kind](args) : void later((f) => f.notification[kind](args));
  return {
    message: {
      info: messageOpen('info'),
      success: messageOpen('success'),
      error: messageOpen('error'),
      warning: messageOpen('warning'),
      loading: messageOpen('loading'),
      open: (args) => (ready ? ready.message.open(args) : laterMessage(later((f) => f.message.open(args)))),
      destroy: (key) => (ready ? ready.message.destroy(key) : void later((f) => f.message.destroy(key))),
    },
    notification: {
      success: notify('success'),
      error: notify('error'),
      info: notify('info'),
      warning: notify('warning'),
      open: notify('open'),
      destroy: (key) => (ready ? ready.notification.destroy(key) : void later((f) => f.notification.destroy(key))),
    },
    modal: {
      info: modalOpen('info'),
      success: modalOpen('success'),
      error: modalOpen('error'),
      warning: modalOpen('warning'),
      confirm: modalOpen('confirm'),
    },
  };
})();

/**
 * App.useApp without antd's App module (which imports the hooks): for the shell and the first pages. Other pages may
 * use App.useApp; both read the same context.
 */
export const useFeedback = (): TFeedback => useContext(AppContext);

/**
 * antd's App for this app: the `ant-app` root element and the context App.useApp reads. The message, notification
 * and modal holders mount once their chunk is in (loadFeedback); until then App.useApp gives `deferred`, which
 * passes every call on.
 */
export const FeedbackApp = ({ children }: { children: ReactNode }) => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [Holders, setHolders] = useState<ComponentType<THoldersProps> | null>(null);
  const [feedback, setFeedback] = useState<TFeedback | null>(ready);
  useEffect(() => {
    const mount = (c: ComponentType<THoldersProps>) => setHolders(() => c);
    holdersWanted.add(mount);
    if (holders) holders.then(mount, () => undefined);
    return () => void holdersWanted.delete(mount);
  }, []);
  const value = useMemo(() => feedback ?? deferred, [feedback]);
  const onReady = useCallback((f: TFeedback) => {
    setReady(f);
    setFeedback(f);
  }, []);
  return (
    <AppContext.Provider value={value}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {Holders && <Holders onReady={onReady} />}
        {children}
      </div>
    </AppContext.Provider>
  );
};
