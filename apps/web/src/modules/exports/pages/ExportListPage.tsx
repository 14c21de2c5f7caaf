import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_KEEP_DAYS,
  EXPORT_POLL_MS,
  ExportFileDownload,
  ExportStatus,
  exportFileResource,
  type TExportFile,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { saveFile } from '../../../kit/files.ts';
import { TimeCell } from '../../../kit/FitTable.tsx';
import { ResourceListPage, type TResourceRow } from '../../../kit/resource/index.ts';
import { EXPORTS_KEY, STATUS_COLOR, anyPending } from '../lib/exports.ts';

const asFile = (r: TResourceRow) => r as TExportFile;

/**
 * `/system/bill/exportlist`: the caller's export files (the ledger, the deal lists), made by a background job (the
 * kit's export file resource). The list polls every EXPORT_POLL_MS while a file is being made; a ready file downloads
 * and is then flagged Downloaded.
 */
const ExportListPage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (f: TExportFile) => {
    setBusy(f.ExportID);
    try {
      const r = await call(ExportFileDownload, { id: f.ExportID }, { params: { id: f.ExportID } });
      if (r.isSucc && r.result) saveFile(r.result);
    } finally {
      setBusy(null);
      await qc.invalidateQueries({ queryKey: EXPORTS_KEY });
    }
  };
  return (
    <ResourceListPage
      resource={exportFileResource}
      title={t('exports.title')}
      testId="export-list"
      refetchInterval={(rows) => (anyPending(rows.map(asFile)) ? EXPORT_POLL_MS : false)}
      intro={(rows) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('exports.intro', { days: EXPORT_KEEP_DAYS })}</Typography.Text>
          {anyPending(rows.map(asFile)) ? (
            <Alert type="info" showIcon title={t('exports.pending')} data-testid="export-pending" />
          ) : null}
        </Flex>
      )}
      cells={{
        FileName: (v) => <span data-testid="export-file-name">{String(v)}</span>,
        Kind: (v) => t(`exports.kinds.${String(v)}`, { defaultValue: String(v) }),
        Status: (v) => (
          <Tag color={STATUS_COLOR[String(v)] ?? 'default'} data-testid="export-status" data-status={String(v)}>
            {t(`exports.status.${String(v)}`, { defaultValue: String(v) })}
          </Tag>
        ),
        RowCount: (v, r) => (r.Status === ExportStatus.Ready ? String(v) : ''),
        ReadyTime: (v) => <TimeCell value={String(v)} />,
        Downloaded: (v) => (
          <Tag color={v ? 'green' : 'default'} data-testid="export-downloaded" data-downloaded={String(Boolean(v))}>
            {t(v ? 'exports.downloaded.yes' : 'exports.downloaded.no')}
          </Tag>
        ),
      }}
      rowActions={(r) => (
        <Button
          type="link"
          icon={<DownloadOutlined />}
          disabled={r.Status !== ExportStatus.Ready}
          loading={busy === r.ExportID}
          onClick={() => void download(asFile(r))}
          data-testid="export-download"
        >
          {t('exports.download')}
        </Button>
      )}
    />
  );
};

export default ExportListPage;
