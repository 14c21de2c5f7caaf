import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageTemplatePreview, type TReply } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { templatePreviewKey } from '../lib/query-keys.ts';

const DEBOUNCE_MS = 300;

type TProps = {
  templateKey: string;
  textCn: string;
  textEn: string;
  /** The texts have a problem the form already shows: nothing to preview. */
  blocked: boolean;
};

/** Both texts rendered by the server with sample values, a moment after the typing stops. */
export const TemplatePreview = ({ templateKey, textCn, textEn, blocked }: TProps) => {
  const { t } = useTranslation();
  const [texts, setTexts] = useState({ cn: textCn.trim(), en: textEn.trim() });
  useEffect(() => {
    const id = window.setTimeout(() => setTexts({ cn: textCn.trim(), en: textEn.trim() }), DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [textCn, textEn]);
  const ready = !blocked && !!texts.cn && !!texts.en;
  const preview = useQuery({
    queryKey: templatePreviewKey(templateKey, texts.cn, texts.en),
    queryFn: async () => {
      const r = await call(
        MessageTemplatePreview,
        { Key: templateKey, TextCn: texts.cn, TextEn: texts.en },
        { failTips: false },
      );
      if (!r.isSucc || !r.result) throw r;
      return r.result;
    },
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

  const body = () => {
    if (!ready) return <Typography.Text type="secondary">{t('messageTemplate.detail.previewEmpty')}</Typography.Text>;
    if (preview.isError) {
      return <Alert type="error" showIcon title={(preview.error as unknown as TReply).message} />;
    }
    return (
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 90 } }}
        items={[
          {
            key: 'cn',
            label: t('messageTemplate.detail.previewCn'),
            children: (
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="mt-preview-cn">
                {preview.data?.Cn ?? ''}
              </span>
            ),
          },
          {
            key: 'en',
            label: t('messageTemplate.detail.previewEn'),
            children: (
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="mt-preview-en">
                {preview.data?.En ?? ''}
              </span>
            ),
          },
        ]}
      />
    );
  };

  return (
    <Card size="small" title={t('messageTemplate.detail.preview')} loading={ready && preview.isPending}>
      {body()}
    </Card>
  );
};
