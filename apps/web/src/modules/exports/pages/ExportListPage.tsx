import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_KEEP_DAYS,
  EXPORT_POLL_MS,
  ExportFileDownload,
  ExportFileList,
  ExportStatus,
  type TExportFile,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { saveFile } from '../../../kit/files.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { readPaging } from '../../../kit/list-params.ts';
import { EXPORTS_KEY, STATUS_COLOR, anyPending } from '../lib/exports.ts';

/**
 * `/system/bill/exportlist`: the caller's export files (the ledger, the deal lists), made by a background job. The
 * list polls every EXPORT_POLL_MS while a file is being made; a ready file downloads and is then flagged Downloaded.
 */
const ExportListPage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...EXPORTS_KEY, paging],
    queryFn: () => fetchResult(ExportFileList, paging),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (anyPending(q.state.data?.Entities) ? EXPORT_POLL_MS : false),
  });

  const columns = useMemo<TListColumn<TExportFile>[]>(() => {
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
    return [
      {
        title: t('exports.columns.FileName'),
        dataIndex: 'FileName',
        width: 200,
        priority: 'essential',
        render: (v: string) => <span data-testid="export-file-name">{v}</span>,
      },
      {
        title: t('exports.columns.Kind'),
        dataIndex: 'Kind',
        width: 110,
        render: (v: string) => t(`exports.kinds.${v}`, { defaultValue: v }),
      },
      {
        title: t('exports.columns.CreateTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('exports.columns.Status'),
        dataIndex: 'Status',
        width: 100,
        priority: 'essential',
        render: (v: string) => (
          <Tag color={STATUS_COLOR[v] ?? 'default'} data-testid="export-status" data-status={v}>
            {t(`exports.status.${v}`, { defaultValue: v })}
          </Tag>
        ),
      },
      {
        title: t('exports.columns.RowCount'),
        dataIndex: 'RowCount',
        width: 70,
        align: 'right',
        render: (v: number, r) => (r.Status === ExportStatus.Ready ? v : ''),
      },
      {
        title: t('exports.columns.ReadyTime'),
        dataIndex: 'ReadyTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
      {
        title: t('exports.columns.Downloaded'),
        dataIndex: 'Downloaded',
        width: 130,
        render: (v: boolean) => (
          <Tag color={v ? 'green' : 'default'} data-testid="export-downloaded" data-downloaded={String(v)}>
            {t(v ? 'exports.downloaded.yes' : 'exports.downloaded.no')}
          </Tag>
        ),
      },
      {
        title: t('exports.columns.actions'),
        key: 'actions',
        width: 120,
        fixed: 'right',
        render: (_: unknown, r) => (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            disabled={r.Status !== ExportStatus.Ready}
            loading={busy === r.ExportID}
            onClick={() => void download(r)}
            data-testid="export-download"
          >
            {t('exports.download')}
          </Button>
        ),
      },
    ];
  }, [t, qc, busy]);

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('exports.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  const rows = list.data?.Entities ?? [];
  return (
    <Flex vertical gap={16} data-testid="export-list">
      <ListCard<TExportFile>
        title={t('exports.title')}
        query={list}
        rows={rows}
        total={list.data?.RecordCount ?? 0}
        rowKey="ExportID"
        columns={columns}
        intro={
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">{t('exports.intro', { days: EXPORT_KEEP_DAYS })}</Typography.Text>
            {anyPending(rows) ? (
              <Alert type="info" showIcon title={t('exports.pending')} data-testid="export-pending" />
            ) : null}
          </Flex>
        }
      />
    </Flex>
  );
};

export default ExportListPage;
