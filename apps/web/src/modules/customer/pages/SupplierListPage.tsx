import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Flex, Form, Input, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SupplierList, type TPayloadOf, type TSupplierRow } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { TIME_WIDTH, TimeCell, type TListColumn } from '../../../kit/FitTable.tsx';
import { ListCard } from '../../../kit/ListCard.tsx';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { SearchActions } from '../../../kit/SearchActions.tsx';
import { readFilters, readPaging, toSearchParams } from '../../../kit/list-params.ts';
import { NewSupplierDrawer } from '../components/NewSupplierDrawer.tsx';
import { ServiceSuppliersCard } from '../components/ServiceSuppliersCard.tsx';
import { SUPPLIERS_KEY } from '../lib/query-keys.ts';

const FILTERS = ['KeyWords'] as const;
type TSearchForm = { KeyWords?: string };

/**
 * `/system/supply/list`: supplier companies and their accounts, which operators add; the "Suppliers per service" tab
 * (`?tab=services`) chooses which supplier fulfils each service.
 */
const SupplierListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'services' ? 'services' : 'list';
  const tabs = (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'services' ? new URLSearchParams({ tab: k }) : new URLSearchParams())}
      style={{ marginBottom: -16 }}
      items={[
        { key: 'list', label: <span data-testid="supply-tab-list">{t('customer.suppliers.title')}</span> },
        {
          key: 'services',
          label: <span data-testid="supply-tab-services">{t('customer.serviceSuppliers.tab')}</span>,
        },
      ]}
    />
  );
  return tab === 'services' ? (
    <Flex vertical gap={16}>
      {tabs}
      <ServiceSuppliersCard />
    </Flex>
  ) : (
    <SupplierCompanies tabs={tabs} />
  );
};

/** The supplier companies and their accounts; operators add new ones. */
const SupplierCompanies = ({ tabs }: { tabs: ReactNode }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TSearchForm>();
  const [creating, setCreating] = useState(false);
  const paging = readPaging(params);
  const filters = readFilters(params, FILTERS);
  const payload: TPayloadOf<typeof SupplierList> = {
    ...paging,
    ...(filters.KeyWords ? { KeyWords: filters.KeyWords } : {}),
  };
  const list = useQuery({
    queryKey: [...SUPPLIERS_KEY, payload],
    queryFn: () => fetchResult(SupplierList, payload),
    placeholderData: keepPreviousData,
  });

  const paramKey = params.toString();
  useEffect(() => {
    form.setFieldsValue({ KeyWords: readFilters(new URLSearchParams(paramKey), FILTERS).KeyWords });
  }, [paramKey, form]);

  const columns = useMemo<TListColumn<TSupplierRow>[]>(
    () => [
      {
        title: t('customer.suppliers.company'),
        dataIndex: 'CompanyName',
        width: 220,
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
      { title: t('customer.suppliers.contact'), dataIndex: 'ContactName', width: 120 },
      { title: t('customer.suppliers.mobile'), dataIndex: 'Mobile', width: 140 },
      { title: t('customer.suppliers.email'), dataIndex: 'Email', width: 180, ellipsis: true, priority: 'optional' },
      {
        title: t('customer.suppliers.features'),
        dataIndex: 'FeatureCodes',
        width: 140,
        render: (v: string[]) =>
          v.map((c) => (
            <Tag key={c} color="cyan">
              {t(`customer.suppliers.feature.${c}`, { defaultValue: c })}
            </Tag>
          )),
      },
      {
        title: t('customer.suppliers.status'),
        dataIndex: 'Status',
        width: 100,
        priority: 'essential',
        render: (v: string) => (
          <Badge
            status={v === 'active' ? 'success' : 'default'}
            text={t(`customer.status.${v}`, { defaultValue: v })}
          />
        ),
      },
      {
        title: t('customer.suppliers.createTime'),
        dataIndex: 'CreateTime',
        width: TIME_WIDTH,
        priority: 'essential',
        render: (v: string) => <TimeCell value={v} />,
      },
    ],
    [t],
  );

  if (list.isError && !list.data) {
    return (
      <Flex vertical gap={16}>
        {tabs}
        <LoadFailed
          title={t('customer.suppliers.title')}
          error={list.error}
          action={<Button onClick={() => void list.refetch()}>{t('actions.refresh')}</Button>}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="supplier-list">
      {tabs}
      <Card>
        <Form<TSearchForm>
          form={form}
          layout="inline"
          style={{ rowGap: 12 }}
          onFinish={(v) =>
            setParams(toSearchParams({ KeyWords: v.KeyWords }, { PageNo: 1, PageSize: paging.PageSize }))
          }
        >
          <Form.Item name="KeyWords" label={t('customer.suppliers.company')}>
            <Input
              allowClear
              style={{ width: 240 }}
              maxLength={100}
              placeholder={t('customer.suppliers.keywordsPlaceholder')}
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
      <ListCard<TSupplierRow>
        title={t('customer.suppliers.title')}
        intro={<Typography.Paragraph type="secondary">{t('customer.suppliers.intro')}</Typography.Paragraph>}
        query={list}
        rows={list.data?.Entities ?? []}
        total={list.data?.RecordCount ?? 0}
        rowKey="CompanyID"
        columns={columns}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-supplier">
            {t('customer.suppliers.add')}
          </Button>
        }
      />
      <NewSupplierDrawer open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
};

export default SupplierListPage;
