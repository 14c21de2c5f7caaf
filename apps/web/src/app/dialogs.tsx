import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export type TDialogs = {
  /**
   * The success dialog of spec section 8: title '提示', one confirm button '确定'. Resolves true when
   * confirmed; when dismissed any other way (close icon, Esc) it shows '操作异常' and resolves false.
   */
  success: (content: ReactNode) => Promise<boolean>;
  /** The error dialog of spec section 8: the same title and one confirm button. */
  error: (content: ReactNode) => Promise<void>;
};

/** The spec's notice dialogs, on antd's App context (so they follow the theme and locale). */
export const useDialogs = (): TDialogs => {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  return useMemo<TDialogs>(
    () => ({
      success: async (content) => {
        const confirmed = await modal.success({
          title: t('messages.notice'),
          content,
          okText: t('actions.ok'),
          closable: true,
          keyboard: true,
        });
        if (!confirmed) void message.warning(t('messages.abnormal'));
        return confirmed;
      },
      error: async (content) => {
        await modal.error({ title: t('messages.notice'), content, okText: t('actions.ok') });
      },
    }),
    [modal, message, t],
  );
};
