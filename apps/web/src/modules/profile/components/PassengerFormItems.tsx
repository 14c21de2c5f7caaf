import { useMemo } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATES_BIRTHDAY, passengerResource, todayCst, type TField } from '@opentmc/contracts';
import { DAY_FORMAT, lookupOptions } from '../../../kit/resource/index.ts';
import { countryOptions } from '../lib/nationality.ts';
import type { TProfileFormCtx } from './ProfileFormDrawer.tsx';

const fields: Record<string, TField> = passengerResource.fields;
const lookupOf = (f: TField) => f.lookup!;
/** The passenger form: name in Surname/Given form, the document, then the person. */
export const PassengerFormItems = ({ form, issueRule, label }: TProfileFormCtx) => {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const cardType = Form.useWatch('CardType', form) as number | undefined;
  const derived = cardType !== undefined && STATES_BIRTHDAY.includes(cardType);
  const today = dayjs(todayCst(), DAY_FORMAT);
  const select = (name: string) => (
    <Select
      options={lookupOptions(lookupOf(fields[name]!), t)}
      placeholder={t('kit.resource.select')}
      disabled={derived && name === 'Sex'}
    />
  );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('profile.passenger.nameHint')}</Typography.Paragraph>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="Surname" label={label('Surname')} required rules={[issueRule('Surname')]}>
            <Input maxLength={30} placeholder={t('profile.passenger.namePlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="GivenName"
            label={label('GivenName')}
            required
            dependencies={['Surname']}
            rules={[issueRule('GivenName')]}
          >
            <Input maxLength={40} placeholder={t('profile.passenger.namePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={10}>
          <Form.Item name="CardType" label={label('CardType')} required rules={[issueRule('CardType')]}>
            {select('CardType')}
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item
            name="CardNo"
            label={label('CardNo')}
            required
            dependencies={['CardType']}
            rules={[issueRule('CardNo')]}
            extra={derived ? t('profile.passenger.derivedHint') : undefined}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="CardValidity"
            label={label('CardValidity')}
            rules={[issueRule('CardValidity')]}
            extra={t('profile.passenger.validityHint')}
          >
            <DatePicker
              format={DAY_FORMAT}
              style={{ width: '100%' }}
              disabledDate={(d: Dayjs) => d.isBefore(today, 'day')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Nationality" label={label('Nationality')} rules={[issueRule('Nationality')]}>
            <Select options={countries} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="Birthday"
            label={label('Birthday')}
            dependencies={['CardType', 'CardNo']}
            rules={[issueRule('Birthday')]}
          >
            <DatePicker
              format={DAY_FORMAT}
              style={{ width: '100%' }}
              disabled={derived}
              disabledDate={(d: Dayjs) => d.isAfter(today, 'day')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="Sex" label={label('Sex')} dependencies={['CardType', 'CardNo']} rules={[issueRule('Sex')]}>
            {select('Sex')}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="PassengerType"
            label={label('PassengerType')}
            required
            dependencies={['CardType', 'CardNo', 'Birthday']}
            rules={[issueRule('PassengerType')]}
          >
            {select('PassengerType')}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('profile.passenger.phone')} required={false}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="AreaCode" noStyle rules={[issueRule('AreaCode')]}>
                <Input prefix="+" maxLength={4} style={{ width: 84 }} aria-label={label('AreaCode')} />
              </Form.Item>
              <Form.Item name="Mobile" noStyle dependencies={['AreaCode']} rules={[issueRule('Mobile')]}>
                <Input maxLength={15} aria-label={label('Mobile')} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};
