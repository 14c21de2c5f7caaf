import { useId, useState, type ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type TFormBodyProps = { formId: string; setSaving: (saving: boolean) => void };

type TProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Part of the form element's id (a resource key). */
  name: string;
  /** The row being edited; a new body is mounted per row and per opening. */
  rowKey?: string | undefined;
  /** The form: it must use `formId` as its id and report saving through `setSaving`. */
  body: (p: TFormBodyProps & { key: string }) => ReactNode;
};

/**
 * A drawer around an add/edit form with Cancel and Save in its footer. Save submits the form by id, and each
 * opening mounts a fresh form, even when the drawer is reopened before its closing animation ends.
 */
export const FormDrawerShell = ({ open, onClose, title, name, rowKey, body }: TProps) => {
  const { t } = useTranslation();
  const formId = `form-${name}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const [opens, setOpens] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpens((n) => n + 1);
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={560}
      title={title}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={saving}>
            {t('actions.save')}
          </Button>
        </Space>
      }
    >
      {body({ key: `${rowKey ?? ''}#${opens}`, formId, setSaving })}
    </Drawer>
  );
};
