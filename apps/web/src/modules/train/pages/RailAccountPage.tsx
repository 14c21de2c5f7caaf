import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
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
import { FitTable, TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { RowActions } from '../../../kit/RowActions.tsx';
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
  const { message, modal } = App.useApp();
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

  const columns: TListColumn<TTrainAccount>[] = [
    { title: t('train.account.page.account'), dataIndex: 'Account', width: 200, priority: 'essential' },
    {
      title: t('train.account.page.status'),
      dataIndex: 'Status',
      width: 130,
      priority: 'essential',
      render: (s: TRailAccountStatus) => (
        <Tag color={STATUS_COLOR[s]} data-testid="rail-account-status" data-status={s}>
          {t(`train.account.status.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('train.account.page.validTime'),
      dataIndex: 'ValidTime',
      width: TIME_WIDTH,
      priority: 'essential',
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('train.account.page.createTime'),
      dataIndex: 'CreateTime',
      width: TIME_WIDTH,
      priority: 'essential',
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: t('train.account.page.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, a) => (
        <RowActions
          actions={[
            {
              key: 'check',
              label: t('train.account.page.check'),
              disabled: busy === a.ID,
              onClick: () => void check(a),
            },
            ...(a.Status === 'NeedVerify'
              ? [
                  {
                    key: 'revalidate',
                    label: t('train.account.page.revalidate'),
                    disabled: busy === a.ID,
                    onClick: () => void revalidate(a),
                  },
                ]
              : []),
            { key: 'password', label: t('train.account.page.updatePassword'), onClick: () => setPasswordOf(a) },
            {
              key: 'unbind',
              label: t('train.account.page.unbind'),
              danger: true,
              onClick: () =>
                void modal.confirm({
                  title: t('train.account.page.confirmUnbind', { account: a.Account }),
                  okButtonProps: { danger: true },
                  onOk: () => unbind(a),
                }),
            },
          ]}
        />
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
        <FitTable<TTrainAccount>
          rowKey="ID"
          columns={columns}
          dataSource={list.data?.Entities ?? []}
          loading={list.isPending}
          pagination={false}
          locale={{ emptyText: t('train.account.page.empty') }}
        />
      </Card>
      <BindRailAccountDialog open={binding} onClose={() => setBinding(false)} onDone={refresh} />
      <RailPasswordDialog account={passwordOf} onClose={() => setPasswordOf(undefined)} onDone={refresh} />
    </div>
  );
};

export default RailAccountPage;
