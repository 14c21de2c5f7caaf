import { useState } from 'react';
import { App, Button, Drawer, Flex, Switch, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ApplyArea,
  DisptachService,
  GetServiceList,
  RevokeService,
  type TCustomerRow,
  type TServiceEntry,
} from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { CUSTOMERS_KEY, SERVICES_KEY } from '../lib/query-keys.ts';

type TProps = { customer: TCustomerRow | null; onClose: () => void };

/** Which services a customer has: each switch dispatches or revokes one service. */
export const ServicesDrawer = ({ customer, onClose }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const companyId = customer?.CompanyID ?? '';
  const list = useQuery({
    queryKey: [...SERVICES_KEY, companyId],
    enabled: customer !== null,
    queryFn: () => fetchResult(GetServiceList, { CompanyID: companyId }),
  });

  const change = async (ids: string[], enable: boolean, key: string) => {
    if (ids.length === 0) return;
    setBusy(key);
    const r = await call(enable ? DisptachService : RevokeService, { CompanyID: companyId, ServiceIDs: ids });
    setBusy(null);
    if (!r.isSucc) return;
    message.success(t(enable ? 'customer.messages.dispatched' : 'customer.messages.revoked'));
    await Promise.all([
      qc.invalidateQueries({ queryKey: [...SERVICES_KEY, companyId] }),
      qc.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
    ]);
  };

  const entries = list.data ?? [];
  return (
    <Drawer
      open={customer !== null}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={t('customer.serviceDrawer.title', { company: customer?.CompanyName ?? '' })}
      extra={
        <Flex gap={8}>
          <Button
            loading={busy === 'all-on'}
            onClick={() =>
              change(
                entries.filter((e) => !e.Enabled).map((e) => e.ServiceID),
                true,
                'all-on',
              )
            }
          >
            {t('customer.serviceDrawer.enableAll')}
          </Button>
          <Button
            danger
            loading={busy === 'all-off'}
            onClick={() =>
              change(
                entries.filter((e) => e.Enabled).map((e) => e.ServiceID),
                false,
                'all-off',
              )
            }
          >
            {t('customer.serviceDrawer.revokeAll')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('customer.serviceDrawer.intro')}</Typography.Paragraph>
      <Table<TServiceEntry>
        rowKey="ServiceID"
        size="small"
        pagination={false}
        loading={list.isPending}
        dataSource={entries}
        columns={[
          {
            title: t('customer.serviceDrawer.service'),
            dataIndex: 'ServiceName',
            render: (v: string, r) => (
              <Flex vertical>
                <span>{v}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.ServiceID}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('customer.serviceDrawer.code'), dataIndex: 'ServiceCode', width: 110 },
          {
            title: t('customer.serviceDrawer.area'),
            dataIndex: 'ApplyArea',
            width: 110,
            render: (v: number) => (
              <Tag variant="filled" color={v === ApplyArea.Overseas ? 'purple' : 'blue'}>
                {t(`base.lookups.ApplyArea.${v === ApplyArea.Overseas ? 'Overseas' : 'Internal'}`)}
              </Tag>
            ),
          },
          {
            title: t('customer.serviceDrawer.enabled'),
            dataIndex: 'Enabled',
            width: 90,
            render: (v: boolean | undefined, r) => (
              <Switch
                checked={v === true}
                loading={busy === r.ServiceID}
                onChange={(on) => change([r.ServiceID], on, r.ServiceID)}
                data-testid={`service-switch-${r.ServiceID}`}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
};
