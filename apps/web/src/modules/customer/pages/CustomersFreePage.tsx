import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Select, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  listText,
  ALL_SERVICE_IDS,
  CustomersFree,
  UNASSIGNED_FILTERS,
  serviceNameKey,
  type TCustomerRow,
  type TDuty,
  type TPayloadOf,
} from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { currentLang } from '../../../app/i18n.ts';
import type { TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { RowActions } from '../../../kit/RowActions.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { AssignDialog } from '../components/AssignDialog.tsx';
import { NewCustomerDrawer } from '../components/NewCustomerDrawer.tsx';
import { ServicesDrawer } from '../components/ServicesDrawer.tsx';
import { SuperUserDialog } from '../components/SuperUserDialog.tsx';
import { CUSTOMERS_KEY } from '../lib/query-keys.ts';

const FILTERS = ['KeyWords', 'Unassigned'] as const;
type TUnassigned = (typeof UNASSIGNED_FILTERS)[number];
type TSearchForm = { KeyWords?: string; Unassigned?: TUnassigned };
const isUnassigned = (v: string | undefined): v is TUnassigned =>
  (UNASSIGNED_FILTERS as readonly string[]).includes(v ?? '');

/**
 * `/System/Employee/CustomersFree`: client companies with their service and sales reps. Operators and
 * supervisors assign reps; every rep manages the services of the customers they serve.
 */
const CustomersFreePage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const [assign, setAssign] = useState<{ customer: TCustomerRow; duty: TDuty } | null>(null);
  const [services, setServices] = useState<TCustomerRow | null>(null);
  const [superUser, setSuperUser] = useState<TCustomerRow | null>(null);
  const [creating, setCreating] = useState(false);
  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const payload: TPayloadOf<typeof CustomersFree> = {
    ...paging,
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
    ...(isUnassigned(filters.Unassigned) ? { Unassigned: filters.Unassigned } : {}),
  };
  const list = useQuery({
    queryKey: [...CUSTOMERS_KEY, payload],
    queryFn: () => fetchResult(CustomersFree, payload),
    placeholderData: keepPreviousData,
  });
  const canAssign = list.data?.CanAssign ?? false;
  const canSetLevel = list.data?.CanSetLevel ?? false;

  const paramKey = params.toString();
  useEffect(() => {
    const f = readFilters(new URLSearchParams(paramKey), FILTERS);
    form.setFieldsValue({ KeyWords: f.KeyWords, Unassigned: isUnassigned(f.Unassigned) ? f.Unassigned : undefined });
  }, [paramKey, form]);

  const columns = useMemo<TListColumn<TCustomerRow>[]>(() => {
    const rep = (duty: TDuty) => (_: unknown, r: TCustomerRow) => {
      const name = duty === 'service' ? r.ServiceUserName : r.SalesUserName;
      return (
        <Flex gap={6} align="center" wrap>
          {name ? <span>{name}</span> : <Tag variant="filled">{t('customer.customers.none')}</Tag>}
          {canAssign && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => setAssign({ customer: r, duty })}
              data-testid={`assign-${duty}-${r.CompanyID}`}
            >
              {name ? t('customer.customers.change') : t('customer.customers.assign')}
            </Button>
          )}
        </Flex>
      );
    };
    return [
      {
        title: t('customer.customers.company'),
        dataIndex: 'CompanyName',
        width: 200,
        priority: 'essential',
        render: (v: string, r) => (
          <Flex vertical>
            <Typography.Text strong>{v}</Typography.Text>
            {(r.ShortName || r.CompanyNameEn) && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[r.ShortName, r.CompanyNameEn].filter(Boolean).join(' · ')}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('customer.customers.admin'),
        dataIndex: 'AdminName',
        width: 140,
        render: (v: string, r) => (
          <Flex vertical>
            <span>{v}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.AdminMobile}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('customer.customers.level'),
        dataIndex: 'LevelName',
        width: 110,
        render: (v: string) =>
          v ? (
            <Tag color="gold">{v}</Tag>
          ) : (
            <Typography.Text type="secondary">{t('customer.customers.noLevel')}</Typography.Text>
          ),
      },
      { title: t('customer.customers.serviceRep'), key: 'service', width: 120, render: rep('service') },
      { title: t('customer.customers.salesRep'), key: 'sales', width: 120, render: rep('sales'), priority: 'optional' },
      {
        title: t('customer.customers.services'),
        dataIndex: 'ServiceIDs',
        width: 110,
        render: (v: string[]) => (
          <Tooltip
            title={
              listText(
                currentLang(),
                v.map((id) => t(serviceNameKey(id))),
              ) || undefined
            }
          >
            <Tag color={v.length === ALL_SERVICE_IDS.length ? 'green' : v.length === 0 ? 'red' : 'orange'}>
              {t('customer.customers.servicesCount', { count: v.length, total: ALL_SERVICE_IDS.length })}
            </Tag>
          </Tooltip>
        ),
      },
      {
        title: t('customer.customers.actions'),
        key: 'actions',
        width: 190,
        fixed: 'right',
        render: (_: unknown, r) => (
          <RowActions
            actions={[
              {
                key: 'services',
                label: t('customer.customers.manageServices'),
                onClick: () => setServices(r),
                testId: `services-${r.CompanyID}`,
              },
              ...(canAssign
                ? [
                    {
                      key: 'admin',
                      label: t('customer.customers.setAdmin'),
                      onClick: () => setSuperUser(r),
                      testId: `super-user-${r.CompanyID}`,
                    },
                  ]
                : []),
              ...(canSetLevel
                ? [
                    {
                      key: 'level',
                      label: t('customer.customers.setLevel'),
                      to: `/System/Company/TradeLevelAdd?CompanyID=${encodeURIComponent(r.CompanyID)}`,
                    },
                  ]
                : []),
            ]}
          />
        ),
      },
    ];
  }, [t, canAssign, canSetLevel]);

  if (list.isError && !list.data) {
    return (
      <LoadFailed
        title={t('customer.customers.title')}
        error={list.error}
        action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="customers-free">
      <Card>
        <Form<TSearchForm>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) =>
            setParams(
              toSearchParams(
                { KeyWords: v.KeyWords, Unassigned: v.Unassigned },
                { PageNo: 1, PageSize: paging.PageSize },
              ),
            )
          }
        >
          <Form.Item name="KeyWords" label={t('customer.customers.keywords')}>
            <Input
              allowClear
              style={{ width: 240 }}
              maxLength={100}
              placeholder={t('customer.customers.keywordsPlaceholder')}
            />
          </Form.Item>
          <Form.Item name="Unassigned" label={t('customer.customers.unassigned')}>
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t('customer.customers.all')}
              options={UNASSIGNED_FILTERS.map((v) => ({
                value: v,
                label: t(`customer.customers.unassignedOptions.${v}`),
              }))}
              data-testid="filter-unassigned"
            />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              setParams(new URLSearchParams());
            }}
          />
        </Form>
      </Card>
      <ListCard<TCustomerRow>
        title={t('customer.customers.title')}
        intro={<Typography.Paragraph type="secondary">{t('customer.customers.intro')}</Typography.Paragraph>}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="CompanyID"
        columns={columns}
        toolbar={
          list.data?.CanCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-customer">
              {t('customer.customers.add')}
            </Button>
          ) : undefined
        }
      />
      <AssignDialog
        customer={assign?.customer ?? null}
        duty={assign?.duty ?? 'service'}
        onClose={() => setAssign(null)}
      />
      <ServicesDrawer customer={services} onClose={() => setServices(null)} />
      <SuperUserDialog customer={superUser} onClose={() => setSuperUser(null)} />
      <NewCustomerDrawer open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
};

export default CustomersFreePage;
