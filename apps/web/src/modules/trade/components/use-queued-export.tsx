import { useState } from 'react';
import { Alert, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCallContract, TExportQueued } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';

/** The export list where a queued file can be downloaded once made. */
export const EXPORT_LIST_URL = '/system/bill/exportlist';

/**
 * An Export button for a list and the notice it leaves: the server queues the file and the export list offers it
 * once it is made.
 */
export const useQueuedExport = (contract: TCallContract, payload: Record<string, unknown>, testId: string) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState<TExportQueued | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const r = await call(contract, payload as never);
      if (r.isSucc) setQueued(r.result as TExportQueued);
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {t('actions.export')}
    </Button>
  );
  const notice = queued ? (
    <Alert
      type="success"
      showIcon
      closable={{ onClose: () => setQueued(null) }}
      data-testid="export-queued"
      title={t('trade.messages.exportQueued')}
      description={
        <span>
          {t('tradeUi.export.file', { name: queued.FileName })}{' '}
          <Link to={EXPORT_LIST_URL} data-testid="export-list-link">
            {t('tradeUi.export.openList')}
          </Link>
        </span>
      }
    />
  ) : null;
  return { button, notice };
};
