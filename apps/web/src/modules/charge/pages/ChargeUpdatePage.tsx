import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChargeList, ChargeUpdate, type TChargeList } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { ClientCompanyBar, PickClientFirst, policyTarget } from '../../policy/index.ts';
import { FeeItemsEditor } from '../components/FeeItemsEditor.tsx';
import { FeeTable } from '../components/FeeTable.tsx';
import { inputsOf, rowsOf, type TFeeRow } from '../lib/fees.ts';
import { CHARGE_KEY, chargeListKey } from '../lib/query-keys.ts';

const at = (id: string, page: string) => `/System/Charge/${encodeURIComponent(id)}/${page}`;

const Editor = ({ data, cacheKey }: { data: TChargeList; cacheKey: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ Items: TFeeRow[] }>();
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const back = at(data.CompanyID, 'ChargeList');

  const send = async (rows: TFeeRow[], kind: 'save' | 'reset') => {
    setBusy(kind);
    try {
      const r = await call(ChargeUpdate, { CompanyID: data.CompanyID, Items: inputsOf(rows), Version: data.Version });
      if (!r.isSucc || !r.result) {
        // Someone else changed them meanwhile: show the fees as they are now.
        await qc.invalidateQueries({ queryKey: CHARGE_KEY });
        return;
      }
      qc.setQueryData(chargeListKey(cacheKey), r.result);
      await qc.invalidateQueries({ queryKey: CHARGE_KEY });
      void message.success(r.message || t('messages.saved'));
      navigate(back);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        title={t('charge.update.titleOf', { name: data.CompanyName })}
        extra={
          <Link to={back}>
            <ArrowLeftOutlined /> {t('charge.update.backToList')}
          </Link>
        }
      >
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('charge.update.intro')}</Typography.Text>
          <Form<{ Items: TFeeRow[] }>
            form={form}
            layout="vertical"
            initialValues={{ Items: rowsOf(data.Own) }}
            onFinish={(v) => void send(v.Items ?? [], 'save')}
            data-testid="charge-form"
          >
            <FeeItemsEditor form={form} />
          </Form>
          <Space wrap>
            <Button
              type="primary"
              loading={busy === 'save'}
              disabled={busy !== null}
              onClick={() => form.submit()}
              data-testid="charge-save"
            >
              {t('actions.save')}
            </Button>
            <Popconfirm
              title={t('charge.update.confirmReset')}
              onConfirm={() => void send([], 'reset')}
              okButtonProps={{ danger: true }}
            >
              <Button danger loading={busy === 'reset'} disabled={busy !== null} data-testid="charge-reset">
                {t('charge.update.reset')}
              </Button>
            </Popconfirm>
            <Button onClick={() => navigate(back)} disabled={busy !== null}>
              {t('actions.cancel')}
            </Button>
          </Space>
        </Flex>
      </Card>
      <Card
        size="small"
        title={data.LevelID ? t('charge.update.levelDefaults', { level: data.LevelName }) : t('charge.list.noLevel')}
      >
        <FeeTable items={data.LevelItems} testId="charge-level-items" />
      </Card>
    </Flex>
  );
};

/** `/System/Charge/{CompanyID}/ChargeUpdate`: TMC staff set a client company's own fees, or reset it to its level's. */
const ChargeUpdatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const ticket = useTicket().data;
  const target = policyTarget(CompanyID, ticket);
  const list = useQuery({
    queryKey: chargeListKey(target.requested),
    queryFn: () => fetchResult(ChargeList, target.companyId ? { CompanyID: target.companyId } : {}),
    enabled: Boolean(ticket) && !target.mustPick,
  });
  if (!ticket) return null;
  const bar = target.tmc ? (
    <ClientCompanyBar value={target.requested} onChange={(id) => navigate(at(id, 'ChargeUpdate'))} />
  ) : null;
  const body = () => {
    if (target.mustPick) return <PickClientFirst title={t('charge.update.title')} />;
    if (list.isError)
      return (
        <LoadFailed
          title={t('charge.list.loadFailed')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      );
    const d = list.data;
    if (!d)
      return (
        <Card>
          <Skeleton active />
        </Card>
      );
    if (!d.CanEdit)
      return (
        <Alert
          type="info"
          showIcon
          title={t('charge.errors.tmcOnly')}
          action={<Link to={at(d.CompanyID, 'ChargeList')}>{t('charge.update.backToList')}</Link>}
        />
      );
    // A fresh form for every version read.
    return <Editor key={`${d.CompanyID}#${d.Version}`} data={d} cacheKey={target.requested} />;
  };
  return (
    <Flex vertical gap={16}>
      {bar}
      {body()}
    </Flex>
  );
};

export default ChargeUpdatePage;
