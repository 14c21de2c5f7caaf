import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyInfoSave, ZCompanyProfileInput, lookupOf, type TCompanyProfile } from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { TICKET_KEY } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';
import { lookupOptions } from '../../../kit/resource/index.ts';
import { formToPayload, profileToForm, type TProfileForm } from '../lib/profile-form.ts';
import { profileKey } from '../lib/query-keys.ts';

const F = ZCompanyProfileInput.shape;
const LOOKUPS = ['CompanyType', 'CapitalType', 'CompanySize'] as const;

type TProps = { profile: TCompanyProfile; editable: boolean };

/** The company profile form (spec section 3, "Company"); read-only for TMC staff viewing a customer. */
export const ProfileCard = ({ profile, editable }: TProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TProfileForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => form.setFieldsValue(profileToForm(profile)), [form, profile]);

  const save = async (v: TProfileForm) => {
    setSaving(true);
    try {
      const r = await call(CompanyInfoSave, formToPayload(v));
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(profileKey(profile.CompanyID), r.result);
      // The company name is in every page's header.
      void qc.invalidateQueries({ queryKey: TICKET_KEY });
      void message.success(t('company.main.saved'));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof TProfileForm & keyof typeof F, max: number, span = 12, placeholder?: string) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(`company.fields.${name}`)} rules={[zodRule(F[name], t)]}>
        <Input maxLength={max} placeholder={placeholder} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('company.main.title')} data-testid="company-profile">
      {!editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('company.main.readOnly')} />}
      <Form<TProfileForm>
        form={form}
        layout="vertical"
        disabled={!editable}
        onFinish={(v) => void save(v)}
        scrollToFirstError
        data-testid="company-profile-form"
      >
        <Divider titlePlacement="start" plain>
          {t('company.main.sections.basic')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="CompanyName"
              label={t('company.fields.CompanyName')}
              required
              rules={[zodRule(F.CompanyName, t)]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {text('ShortName', 50)}
          {text('EnglishName', 200)}
          {text('Industry', 50)}
          {LOOKUPS.map((name) => (
            <Col key={name} xs={24} md={8}>
              <Form.Item name={name} label={t(`company.fields.${name}`)}>
                <Select
                  allowClear
                  placeholder={t('company.placeholders.select')}
                  options={lookupOptions(lookupOf(name), t)}
                />
              </Form.Item>
            </Col>
          ))}
          {text('Address', 200, 24)}
        </Row>
        <Divider titlePlacement="start" plain>
          {t('company.main.sections.contact')}
        </Divider>
        <Row gutter={16}>
          {text('ContactName', 50, 8)}
          {text('ContactPhone', 30, 8, t('company.placeholders.ContactPhone'))}
          {text('Email', 100, 8)}
        </Row>
        <Divider titlePlacement="start" plain>
          {t('company.main.sections.card')}
        </Divider>
        <Row gutter={16}>
          {text('CardNo', 18, 12, t('company.placeholders.CardNo'))}
          <Col xs={24}>
            <Form.Item name="Remark" label={t('company.fields.Remark')} rules={[zodRule(F.Remark, t)]}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="company-profile-save">
            {t('actions.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
};
