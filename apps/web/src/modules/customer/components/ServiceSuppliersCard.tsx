import { useMemo, useState } from 'react';
import { App, Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ServiceSupplierList, ServiceSupplierRemove, type TServiceSupplierRow } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { withOrderProducts } from '../../../app/order-products.ts';
import { FitTable, TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { RowActions } from '../../../kit/RowActions.tsx';
import { orderProducts } from '../../order/index.ts';
import { SERVICE_SUPPLIERS_KEY } from '../lib/query-keys.ts';
import { ServiceSupplierDrawer, type TSuppliedProduct, type TSupplierChoice } from './ServiceSupplierDrawer.tsx';

/** One line of the table: a service's default (chosen or not) or a client company's own choice. */
type TLine = { key: string; product: TSuppliedProduct; row: TServiceSupplierRow | null };

/** The services that have a product today: the order screens' registry, once every product module is in. */
const loadProducts = (): Promise<TSuppliedProduct[]> =>
  withOrderProducts(Promise.resolve(null)).then(() =>
    orderProducts().map((p) => ({ serviceType: p.serviceType, name: p.texts.name })),
  );

/**
 * `/system/supply/list`, "Suppliers per service": which supplier company fulfils each service's orders, by default
 * and for a client company of its own; only the services that have a product are listed.
 */
export const ServiceSuppliersCard = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const [choice, setChoice] = useState<TSupplierChoice | null>(null);
  const products = useQuery({ queryKey: ['order', 'products'], queryFn: loadProducts, staleTime: Infinity });
  const list = useQuery({
    queryKey: [...SERVICE_SUPPLIERS_KEY],
    queryFn: () => fetchResult(ServiceSupplierList, {}),
  });

  const lines = useMemo<TLine[]>(() => {
    const rows = list.data?.Entities ?? [];
    return (products.data ?? []).flatMap((product) => {
      const mine = rows.filter((r) => r.Service === product.serviceType);
      const byDefault = mine.find((r) => r.CompanyID === '') ?? null;
      return [
        { key: `${product.serviceType}:`, product, row: byDefault },
        ...mine
          .filter((r) => r.CompanyID !== '')
          .map((r) => ({ key: `${product.serviceType}:${r.CompanyID}`, product, row: r })),
      ];
    });
  }, [list.data, products.data]);

  const columns = useMemo<TListColumn<TLine>[]>(() => {
    const remove = (l: TLine) =>
      modal.confirm({
        title: l.row?.CompanyID
          ? t('customer.serviceSuppliers.removeClientConfirm', {
              service: t(l.product.name),
              company: l.row.CompanyName,
            })
          : t('customer.serviceSuppliers.removeDefaultConfirm', { service: t(l.product.name) }),
        okButtonProps: { danger: true },
        onOk: async () => {
          const r = await call(ServiceSupplierRemove, {
            Service: l.product.serviceType,
            CompanyID: l.row?.CompanyID ?? '',
          });
          if (r.isSucc) void message.success(r.message || t('messages.deleted'));
          await qc.invalidateQueries({ queryKey: SERVICE_SUPPLIERS_KEY });
        },
      });
    return [
      {
        title: t('customer.serviceSuppliers.service'),
        key: 'service',
        width: 140,
        priority: 'essential',
        render: (_: unknown, l) =>
          l.row?.CompanyID ? (
            <Typography.Text type="secondary">{t(l.product.name)}</Typography.Text>
          ) : (
            <Typography.Text strong>{t(l.product.name)}</Typography.Text>
          ),
      },
      {
        title: t('customer.serviceSuppliers.appliesTo'),
        key: 'client',
        width: 200,
        priority: 'essential',
        render: (_: unknown, l) =>
          l.row?.CompanyID ? l.row.CompanyName : <Tag color="blue">{t('customer.serviceSuppliers.allClients')}</Tag>,
      },
      {
        title: t('customer.serviceSuppliers.supplier'),
        key: 'supplier',
        width: 240,
        priority: 'essential',
        render: (_: unknown, l) =>
          !l.row ? (
            <Typography.Text type="warning">{t('customer.serviceSuppliers.none')}</Typography.Text>
          ) : (
            <Flex vertical>
              <Typography.Text>{l.row.SupplierName}</Typography.Text>
              {l.row.SupplierStatus !== 'active' && (
                <Badge status="error" text={t('customer.serviceSuppliers.inactive')} />
              )}
            </Flex>
          ),
      },
      {
        title: t('customer.serviceSuppliers.updatedBy'),
        key: 'updatedBy',
        width: 100,
        render: (_: unknown, l) => l.row?.UpdatedBy ?? '',
      },
      {
        title: t('customer.serviceSuppliers.updateTime'),
        key: 'updateTime',
        width: TIME_WIDTH,
        render: (_: unknown, l) => <TimeCell value={l.row?.UpdateTime} />,
      },
      {
        title: t('customer.serviceSuppliers.actions'),
        key: 'actions',
        width: 120,
        fixed: 'right',
        render: (_: unknown, l) => (
          <RowActions
            actions={[
              {
                key: 'change',
                label: t(l.row ? 'customer.serviceSuppliers.change' : 'customer.serviceSuppliers.choose'),
                testId: `service-supplier-change-${l.key}`,
                onClick: () =>
                  setChoice({
                    mode: l.row?.CompanyID ? 'client' : 'default',
                    Service: l.product.serviceType,
                    ...(l.row
                      ? {
                          CompanyID: l.row.CompanyID,
                          CompanyName: l.row.CompanyName,
                          SupplierID: l.row.SupplierID,
                          SupplierName: l.row.SupplierName,
                        }
                      : {}),
                  }),
              },
              ...(l.row
                ? [
                    {
                      key: 'remove',
                      label: t('customer.serviceSuppliers.remove'),
                      danger: true,
                      testId: `service-supplier-remove-${l.key}`,
                      onClick: () => void remove(l),
                    },
                  ]
                : []),
            ]}
          />
        ),
      },
    ];
  }, [t, modal, message, qc]);

  const failed = (list.isError && !list.data) || (products.isError && !products.data);
  if (failed) {
    return (
      <LoadFailed
        title={t('customer.serviceSuppliers.title')}
        error={list.error ?? products.error}
        action={
          <Button onClick={() => void Promise.all([list.refetch(), products.refetch()])}>{t('actions.refresh')}</Button>
        }
      />
    );
  }

  return (
    <Card
      title={t('customer.serviceSuppliers.title')}
      data-testid="service-suppliers"
      extra={
        <Flex gap={8}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!products.data?.length}
            onClick={() => setChoice({ mode: 'client' })}
            data-testid="service-supplier-add-client"
          >
            {t('customer.serviceSuppliers.addClient')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('actions.refresh')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('customer.serviceSuppliers.intro')}</Typography.Paragraph>
      <FitTable<TLine>
        rowKey="key"
        columns={columns}
        dataSource={lines}
        loading={list.isPending || products.isPending}
        pagination={false}
        testId="service-suppliers-table"
      />
      <ServiceSupplierDrawer choice={choice} products={products.data ?? []} onClose={() => setChoice(null)} />
    </Card>
  );
};
