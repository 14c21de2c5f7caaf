import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Form, Select, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CustomersFree, TradeLevelAdd } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { CUSTOMERS_KEY } from '../lib/query-keys.ts';
import { useLevelOptions } from '../lib/use-level-options.ts';

type TForm = { CompanyID?: string; LevelID?: string };

/** `/System/Company/TradeLevelAdd?CompanyID=…`: sets a client company's customer level. */
const TradeLevelAddPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<TForm>();
  const [saving, setSaving] = useState(false);
  const companyId = params.get('CompanyID') ?? '';
  const customers = useQuery({
    queryKey: [...CUSTOMERS_KEY, 'options'],
    queryFn: () => fetchResult(CustomersFree, { PageNo: 1, PageSize: 1000 }),
  });
  const levels = useLevelOptions(true);
  const selected = customers.data?.Entities.find((c) => c.CompanyID === companyId);

  useEffect(() => {
    form.setFieldsValue({ CompanyID: companyId || undefined, LevelID: selected?.LevelID || undefined });
  }, [companyId, selected?.LevelID, form]);

  const save = async (v: TForm) => {
    if (!v.CompanyID) return;
    setSaving(true);
    const r = await call(TradeLevelAdd, { CompanyID: v.CompanyID, LevelID: v.LevelID ?? '' });
    setSaving(false);
    if (!r.isSucc) return;
    message.success(t('messages.saved'));
    await qc.invalidateQueries({ queryKey: CUSTOMERS_KEY });
  };

  return (
    <Flex vertical gap={16} data-testid="trade-level-add">
      <Card
        title={
          <Space>
            <CrownOutlined />
            {t('customer.tradeLevel.title')}
          </Space>
        }
        extra={
          <Space>
            <Link to="/CustomerLevel">{t('customer.tradeLevel.manageLevels')}</Link>
            <Link to="/System/Employee/CustomersFree">
              <Button icon={<ArrowLeftOutlined />}>{t('customer.tradeLevel.back')}</Button>
            </Link>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('customer.tradeLevel.intro')}</Typography.Paragraph>
        <Form<TForm> form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={save}>
          <Form.Item
            name="CompanyID"
            label={t('customer.tradeLevel.company')}
            rules={[{ required: true, message: t('customer.validation.companyId') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={customers.isPending}
              placeholder={t('customer.tradeLevel.companyPlaceholder')}
              options={(customers.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName }))}
              onChange={(id: string) => setParams(new URLSearchParams({ CompanyID: id }), { replace: true })}
              data-testid="trade-level-company"
            />
          </Form.Item>
          {selected && (
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('customer.tradeLevel.currentLevel')}>
                {selected.LevelName ? <Tag color="gold">{selected.LevelName}</Tag> : t('customer.customers.noLevel')}
              </Descriptions.Item>
            </Descriptions>
          )}
          <Form.Item name="LevelID" label={t('customer.tradeLevel.level')}>
            <Select
              allowClear
              loading={levels.isPending}
              placeholder={t('customer.tradeLevel.levelPlaceholder')}
              options={levels.data ?? []}
              data-testid="trade-level-level"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!companyId}
            data-testid="trade-level-save"
          >
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
};

export default TradeLevelAddPage;
