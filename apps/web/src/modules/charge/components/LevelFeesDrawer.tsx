import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChargeLevelDetails, ChargeLevelUpdate, type TLevelCharge } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { FormDrawerShell, type TFormBodyProps } from '../../../kit/resource/index.ts';
import { inputsOf, rowsOf, type TFeeRow } from '../lib/fees.ts';
import { CHARGE_KEY, levelChargeKey } from '../lib/query-keys.ts';
import { FeeItemsEditor } from './FeeItemsEditor.tsx';

type TLevel = { LevelID: string; LevelName: string };

const LevelFeesForm = ({
  data,
  formId,
  setSaving,
  onSaved,
}: TFormBodyProps & { data: TLevelCharge; onSaved: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ Items: TFeeRow[] }>();
  const save = async (rows: TFeeRow[]) => {
    setSaving(true);
    try {
      const r = await call(ChargeLevelUpdate, { LevelID: data.LevelID, Items: inputsOf(rows), Version: data.Version });
      await qc.invalidateQueries({ queryKey: CHARGE_KEY });
      if (!r.isSucc) return;
      void message.success(r.message || t('messages.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<{ Items: TFeeRow[] }>
      id={formId}
      form={form}
      layout="vertical"
      initialValues={{ Items: rowsOf(data.Items) }}
      onFinish={(v) => void save(v.Items ?? [])}
      data-testid="level-fee-form"
    >
      <Typography.Paragraph type="secondary">{t('charge.level.intro')}</Typography.Paragraph>
      <FeeItemsEditor form={form} />
    </Form>
  );
};

const LevelFeesBody = ({ level, onClose, ...body }: TFormBodyProps & { level: TLevel; onClose: () => void }) => {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: levelChargeKey(level.LevelID),
    queryFn: () => fetchResult(ChargeLevelDetails, { LevelID: level.LevelID }),
  });
  if (q.isError)
    return (
      <LoadFailed
        title={t('charge.list.loadFailed')}
        error={q.error}
        action={<Button onClick={() => void q.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  if (!q.data) return <Skeleton active />;
  return <LevelFeesForm key={q.data.Version} data={q.data} onSaved={onClose} {...body} />;
};

/** The default service fees of a customer level, edited by the platform operator from /CustomerLevel. */
export const LevelFeesDrawer = ({ level, onClose }: { level: TLevel | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <FormDrawerShell
      open={level !== null}
      onClose={onClose}
      name="level-fees"
      rowKey={level?.LevelID}
      title={t('charge.level.title', { level: level?.LevelName ?? '' })}
      body={({ key, ...body }) =>
        level ? <LevelFeesBody key={key} level={level} onClose={onClose} {...body} /> : null
      }
    />
  );
};
