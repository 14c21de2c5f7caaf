import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Result, Spin, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  EmployeeImport,
  EmployeeImportTemplate,
  type TEmployeeImportResult,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { bytesToBase64, saveFile } from '../../../kit/files.ts';
import { isXlsxName } from '../lib/employee-files.ts';

type TIssueRow = { key: string; Row: number; Name: string; Column: string; Message: string };

const issueRows = (r: TEmployeeImportResult): TIssueRow[] =>
  r.Rows.filter((x) => !x.Imported).flatMap((x) =>
    x.Issues.map((i, n) => ({
      key: `${x.Row}-${n}`,
      Row: x.Row,
      Name: x.Name,
      Column: i.ColumnTitle,
      Message: i.Message,
    })),
  );

type TProps = { open: boolean; companyId: string; onClose: () => void; onImported: () => void };

/** Bulk import: download the template, upload it filled in, read the row-by-row report. */
export const EmployeeImportDialog = ({ open, companyId, onClose, onImported }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [report, setReport] = useState<TEmployeeImportResult | null>(null);
  const sizeKb = EMPLOYEE_IMPORT_MAX_BYTES / 1024;

  const download = async () => {
    setDownloading(true);
    try {
      const r = await call(EmployeeImportTemplate, { CompanyID: companyId });
      if (r.isSucc && r.result) saveFile(r.result);
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    if (!isXlsxName(file.name)) return void message.error(t('employee.page.fileType'));
    if (file.size > EMPLOYEE_IMPORT_MAX_BYTES)
      return void message.error(t('employee.page.fileTooLarge', { size: sizeKb }));
    setBusy(true);
    try {
      const Content = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      const r = await call(EmployeeImport, { CompanyID: companyId, FileName: file.name, Content });
      if (!r.isSucc || !r.result) return;
      setReport(r.result);
      if (r.result.Imported > 0) onImported();
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setReport(null);
    onClose();
  };

  const issues = report ? issueRows(report) : [];

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('employee.page.importTitle')}
      width={720}
      destroyOnHidden
      footer={
        report ? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={() => setReport(null)}>{t('employee.page.importAgain')}</Button>
            <Button type="primary" onClick={close}>
              {t('actions.close')}
            </Button>
          </Flex>
        ) : (
          <Button onClick={close}>{t('actions.close')}</Button>
        )
      }
    >
      {report ? (
        <Flex vertical gap={16} data-testid="employee-import-report">
          <Result
            status={report.Failed === 0 ? 'success' : report.Imported > 0 ? 'warning' : 'error'}
            title={
              report.Failed === 0
                ? t('employee.page.importAllDone', { total: report.Total })
                : t('employee.page.importSummary', {
                    total: report.Total,
                    imported: report.Imported,
                    failed: report.Failed,
                  })
            }
            style={{ padding: '16px 0 0' }}
          />
          {issues.length > 0 && (
            <Table<TIssueRow>
              size="small"
              title={() => <Typography.Text strong>{t('employee.page.failedRows')}</Typography.Text>}
              rowKey="key"
              dataSource={issues}
              pagination={issues.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { title: t('employee.page.row'), dataIndex: 'Row', width: 70 },
                { title: t('employee.columns.Name'), dataIndex: 'Name', width: 120 },
                { title: t('employee.page.column'), dataIndex: 'Column', width: 120 },
                { title: t('employee.page.reason'), dataIndex: 'Message' },
              ]}
            />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={20}>
          <Flex vertical gap={8}>
            <Typography.Text strong>1. {t('employee.page.importStep1')}</Typography.Text>
            <Typography.Text type="secondary">{t('employee.page.importStep1Desc')}</Typography.Text>
            <div>
              <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
                {t('employee.page.downloadTemplate')}
              </Button>
            </div>
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Text strong>2. {t('employee.page.importStep2')}</Typography.Text>
            <Spin spinning={busy} description={t('employee.page.importing')}>
              <div data-testid="employee-import-upload">
                <Upload.Dragger
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  multiple={false}
                  showUploadList={false}
                  disabled={busy}
                  beforeUpload={(file) => {
                    void upload(file);
                    return Upload.LIST_IGNORE;
                  }}
                >
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p className="ant-upload-text">{t('employee.page.uploadHint')}</p>
                  <p className="ant-upload-hint">
                    {t('employee.page.uploadLimit', { size: sizeKb, rows: EMPLOYEE_IMPORT_MAX_ROWS })}
                  </p>
                </Upload.Dragger>
              </div>
            </Spin>
            <Alert type="info" showIcon title={t('employee.template.rulePassword')} />
          </Flex>
        </Flex>
      )}
    </Modal>
  );
};
