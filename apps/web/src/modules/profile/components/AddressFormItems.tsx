import { Cascader, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TValues } from '../../../kit/resource/index.ts';
import type { TRegionOption } from '../lib/regions.ts';
import type { TProfileFormCtx } from './ProfileFormDrawer.tsx';

const REGION_FIELDS = ['ProvinceCode', 'CityCode', 'DistrictCode'] as const;

/** The region Cascader's value from a row's codes. */
export const regionToForm = (row: TValues): TValues => {
  const codes = REGION_FIELDS.map((k) => row[k]);
  return { Region: codes.every((c) => typeof c === 'string' && c) ? codes : undefined };
};

/** The row's codes from the region Cascader's value. */
export const regionFromForm = (values: TValues): TValues => {
  const picked = Array.isArray(values.Region) ? values.Region.map(String) : [];
  return Object.fromEntries(REGION_FIELDS.map((k, i) => [k, picked[i] ?? '']));
};

/** The address form: recipient, region from the division data, street address and the rest. */
export const AddressFormItems = ({
  issueRule,
  label,
  regions,
}: TProfileFormCtx & { regions: TRegionOption[] | undefined }) => {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="Consignee" label={label('Consignee')} required rules={[issueRule('Consignee')]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Phone" label={label('Phone')} required rules={[issueRule('Phone')]}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="Region" label={t('profile.address.region')} required rules={[issueRule(...REGION_FIELDS)]}>
        <Cascader
          options={regions}
          loading={!regions}
          placeholder={t('profile.address.regionPlaceholder')}
          showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
        />
      </Form.Item>
      <Form.Item name="Address" label={label('Address')} required rules={[issueRule('Address')]}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="Postcode" label={label('Postcode')} rules={[issueRule('Postcode')]}>
            <Input maxLength={6} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ShortName" label={label('ShortName')} rules={[issueRule('ShortName')]}>
            <Input maxLength={20} placeholder={t('profile.address.shortNamePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="Email" label={label('Email')} rules={[issueRule('Email')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="IsDefault" label={label('IsDefault')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
};
