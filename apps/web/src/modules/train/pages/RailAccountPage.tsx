import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TrainAccountDelete,
  TrainAccountList,
  TrainAccountResetValid,
  TrainAccountValid,
  type TRailAccountStatus,
  type TTrainAccount,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { BindRailAccountDialog, RailPasswordDialog } from '../components/RailAccountDialogs.tsx';

const KEY = ['train', 'accounts'];
const STATUS_COLOR: Record<TRailAccountStatus, string> = {
  Verified: 'success',
  NeedVerify: 'warning',
  Locked: 'error',
};

/** `/System/User/:UserID/TrainAccount`: the caller's 12306 accounts, used to book train tickets. */
const RailAccountPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => fetchResult(TrainAccountList, {}) });
  const [binding, setBinding] = useState(false);
  const [passwordOf, setPasswordOf] = useState<TTrainAccount>();
  const [busy, setBusy] = useState<string>();
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });

  // ValidAccount fails silently (spec): the row's status tag and a short note say what the rail side answered.
  const check = async (a: TTrainAccount) => {
    setBusy(a.ID);
    try {
      const r = await call(TrainAccountValid, { ID: a.ID }, { failTips: false });
      if (r.isSucc) void message.success(r.message || t('train.account.messages.valid'));
      else void message.warning(r.message);
      await refresh();
    } finally {
      setBusy(undefined);
    }
  };
  const revalidate = async (a: TTrainAccount) => {
    setBusy(a.ID);
    try {
      const r = await call(TrainAccountResetValid, { ID: a.ID });
      if (r.isSucc) void message.success(r.message || t('train.account.messages.revalidated'));
      await refresh();
    } finally {
      setBusy(undefined);
    }
  };
  const unbind = async (a: TTrainAccount) => {
    const r = await call(TrainAccountDelete, undefined, { query: { id: a.ID } });
    if (!r.isSucc) return;
    void message.success(t('messages.deleted'));
    await refresh();
  };

  const columns: TableColumnsType<TTrainAccount> = [
    { title: t('train.account.page.account'), dataIndex: 'Account', width: 200 },
    {
      title: t('train.account.page.status'),
      dataIndex: 'Status',
      width: 130,
      render: (s: TRailAccountStatus) => (
        <Tag color={STATUS_COLOR[s]} data-testid="rail-account-status" data-status={s}>
          {t(`train.account.status.${s}`)}
        </Tag>
      ),
    },
    { title: t('train.account.page.validTime'), dataIndex: 'ValidTime', width: 180 },
    { title: t('train.account.page.createTime'), dataIndex: 'CreateTime', width: 180 },
    {
      title: t('train.account.page.actions'),
      key: 'actions',
      fixed: 'right',
      width: 300,
      render: (_: unknown, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" loading={busy === a.ID} onClick={() => void check(a)}>
            {t('train.account.page.check')}
          </Button>
          {a.Status === 'NeedVerify' && (
            <Button type="link" size="small" disabled={busy === a.ID} onClick={() => void revalidate(a)}>
              {t('train.account.page.revalidate')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setPasswordOf(a)}>
            {t('train.account.page.updatePassword')}
          </Button>
          <Popconfirm
            title={t('train.account.page.confirmUnbind', { account: a.Account })}
            okButtonProps={{ danger: true }}
            onConfirm={() => unbind(a)}
          >
            <Button type="link" size="small" danger>
              {t('train.account.page.unbind')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (list.isError)
    return (
      <LoadFailed
        title={t('train.account.page.loadFailed')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );

  return (
    <div data-testid="rail-accounts">
      <Card
        title={t('train.account.page.title')}
        extra={
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setBinding(true)}>
              {t('train.account.page.bind')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('actions.refresh')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('train.account.page.intro')}</Typography.Paragraph>
        <Table<TTrainAccount>
          rowKey="ID"
          columns={columns}
          dataSource={list.data?.Entities ?? []}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 990 }}
          locale={{ emptyText: t('train.account.page.empty') }}
        />
      </Card>
      <BindRailAccountDialog open={binding} onClose={() => setBinding(false)} onDone={refresh} />
      <RailPasswordDialog account={passwordOf} onClose={() => setPasswordOf(undefined)} onDone={refresh} />
    </div>
  );
};

export default RailAccountPage;
