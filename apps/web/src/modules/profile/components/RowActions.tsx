import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/** Edit and Delete (behind a confirmation) of a row, after any extra links. */
export const RowActions = ({
  onEdit,
  onDelete,
  extra,
}: {
  onEdit: () => void;
  onDelete: () => Promise<void>;
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <>
      {extra}
      <Button type="link" size="small" onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Popconfirm title={t('messages.confirmDelete')} okButtonProps={{ danger: true }} onConfirm={onDelete}>
        <Button type="link" size="small" danger>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </>
  );
};
