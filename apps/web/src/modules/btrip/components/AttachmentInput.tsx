import { useState } from 'react';
import { App, Button, Flex, List, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BTRIP_ACCEPT,
  BTRIP_ATTACHMENT_MAX_BYTES,
  BTRIP_MAX_ATTACHMENTS,
  BtripTaskAttachment,
  BtripTaskUpload,
  type TBtripAttachment,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { bytesToBase64, saveFile, sizeLabel } from '../../../kit/files.ts';

/** Downloads an attachment (saved by the browser, never shown inline). */
export const downloadAttachment = async (id: string) =>
  saveFile(await fetchResult(BtripTaskAttachment, { id }, { params: { id } }));

type TProps = { value?: TBtripAttachment[]; onChange?: (v: TBtripAttachment[]) => void };

/** Attachments of an application: PDF, PNG or JPG up to 512 KB each, five at most. */
export const AttachmentInput = ({ value = [], onChange }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const add = async (file: File) => {
    if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) return void message.error(t('btrip.validation.fileType'));
    if (file.size > BTRIP_ATTACHMENT_MAX_BYTES) return void message.error(t('btrip.validation.fileTooLarge'));
    setBusy(true);
    try {
      const Content = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      const r = await call(BtripTaskUpload, { FileName: file.name, Content });
      if (r.isSucc && r.result) onChange?.([...value, r.result]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="btrip-attachments">
      <Upload
        accept={BTRIP_ACCEPT}
        showUploadList={false}
        multiple={false}
        disabled={busy || value.length >= BTRIP_MAX_ATTACHMENTS}
        beforeUpload={(file) => {
          void add(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={value.length >= BTRIP_MAX_ATTACHMENTS}>
          {t('btrip.form.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('btrip.form.uploadHint')}
      </Typography.Text>
      {value.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={value}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('actions.delete')}
                  onClick={() => onChange?.(value.filter((x) => x.AttachmentID !== a.AttachmentID))}
                />,
              ]}
            >
              <Typography.Link onClick={() => void downloadAttachment(a.AttachmentID)}>
                <PaperClipOutlined /> {a.FileName}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {sizeLabel(a.Size)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
};
