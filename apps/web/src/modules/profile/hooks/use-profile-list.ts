import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { resourceKey } from '../../../kit/resource/index.ts';

/** The drawer state and the delete action of a personal list page that brings its own form. */
export const useProfileList = (resource: TResource) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [drawer, setDrawer] = useState<{ open: boolean; id?: string }>({ open: false });
  const remove = async (id: string) => {
    const r = await call(resource.calls.Delete, { id }, { params: { id } });
    if (!r.isSucc) return;
    message.success(t('messages.deleted'));
    await qc.invalidateQueries({ queryKey: resourceKey(resource) });
  };
  return {
    drawer,
    openForm: (id?: string) => setDrawer({ open: true, id }),
    closeForm: () => setDrawer((d) => ({ ...d, open: false })),
    remove,
  };
};
