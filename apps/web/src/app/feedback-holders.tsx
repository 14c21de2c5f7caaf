import { useLayoutEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { THoldersProps } from './feedback.tsx';

/**
 * The message, notification and modal of App.useApp (what antd's App mounts), a chunk of its own: feedback.tsx
 * mounts it once it is loaded and hands what it gives to every page.
 */
export const FeedbackHolders = ({ onReady }: THoldersProps) => {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [onReady, messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
};
