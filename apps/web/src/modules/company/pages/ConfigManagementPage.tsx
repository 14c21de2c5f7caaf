import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfigInfoCompanies } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { ConfigEditor } from '../components/ConfigEditor.tsx';
import { COMPANY_KEY } from '../lib/query-keys.ts';

/** `/System/ConfigInfo/configManagement`: the operator picks a client company and edits its configuration. */
const ConfigManagementPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = params.get('CompanyID')?.trim().slice(0, 40) ?? '';
  const [search, setSearch] = useState('');
  const keyWords = useDeferredValue(search.trim());
  const companies = useQuery({
    queryKey: [...COMPANY_KEY, 'configCompanies', keyWords],
    queryFn: () => fetchResult(ConfigInfoCompanies, keyWords ? { KeyWords: keyWords } : {}),
    placeholderData: keepPreviousData,
  });
  const options = (companies.data?.Entities ?? []).map((c) => ({ value: c.CompanyID, label: c.CompanyName }));
  if (companyId && !options.some((o) => o.value === companyId)) options.unshift({ value: companyId, label: companyId });

  return (
    <Flex vertical gap={16} data-testid="config-management">
      <Card title={t('company.config.manageTitle')}>
        <Form layout="inline">
          <Form.Item label={t('company.config.pickCompany')}>
            <Select
              value={companyId || undefined}
              options={options}
              loading={companies.isFetching}
              placeholder={t('company.config.pickCompanyPlaceholder')}
              showSearch={{ filterOption: false, onSearch: setSearch }}
              onChange={(v: string) => setParams(v ? { CompanyID: v } : {})}
              style={{ width: 360 }}
              data-testid="config-company"
            />
          </Form.Item>
        </Form>
      </Card>
      {companyId ? (
        <ConfigEditor key={companyId} companyId={companyId} title={t('company.config.title')} />
      ) : (
        <Card>
          <Empty description={t('company.config.pickFirst')} />
        </Card>
      )}
    </Flex>
  );
};

export default ConfigManagementPage;
