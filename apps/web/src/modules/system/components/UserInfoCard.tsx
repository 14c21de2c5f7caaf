import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, UserInfoDetails, UserInfoSave, ZUserInfoSaveRequest, type TLang } from '@opentmc/contracts';
import { call, fetchResult } from '../../../app/api.ts';
import { TICKET_KEY } from '../../../app/session.ts';
import { zodRule } from '../../../kit/form-rules.ts';

type TForm = { UserName: string; Email: string; Lang: TLang };
const F = ZUserInfoSaveRequest.shape;

/** The TanStack Query key of the caller's own profile. */
const userInfoKey = ['system', 'userInfo'] as const;

/** The logged-in user's own profile (userinfo details and save): name, email and notification language. */
export const UserInfoCard = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TForm>();
  const [saving, setSaving] = useState(false);
  const info = useQuery({ queryKey: userInfoKey, queryFn: () => fetchResult(UserInfoDetails, {}) });

  useEffect(() => {
    if (info.data) form.setFieldsValue({ UserName: info.data.UserName, Email: info.data.Email, Lang: info.data.Lang });
  }, [form, info.data]);

  const save = async (v: TForm) => {
    setSaving(true);
    try {
      const r = await call(UserInfoSave, { UserName: v.UserName.trim(), Email: (v.Email ?? '').trim(), Lang: v.Lang });
      if (!r.isSucc || !r.result) return;
      qc.setQueryData(userInfoKey, r.result);
      void qc.invalidateQueries({ queryKey: TICKET_KEY });
      void message.success(r.message || t('messages.saved'));
    } finally {
      setSaving(false);
    }
  };

  if (!info.data) {
    return (
      <Card title={t('company.userInfo.title')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  const d = info.data;
  return (
    <Card title={t('company.userInfo.title')} data-testid="user-info">
      <Form<TForm> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void save(v)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="UserName" label={t('company.userInfo.fields.UserName')} rules={[zodRule(F.UserName, t)]}>
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="Email" label={t('company.userInfo.fields.Email')} rules={[zodRule(F.Email, t)]}>
              <Input maxLength={100} autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="Lang" label={t('company.userInfo.lang')}>
              <Segmented<TLang> options={LANGS.map((l) => ({ value: l, label: t(`company.userInfo.langs.${l}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('company.userInfo.fields.Mobile')} extra={t('company.userInfo.mobileReadOnly')}>
              <Typography.Text data-testid="user-info-mobile">{d.Mobile || '—'}</Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('company.userInfo.fields.DepartmentName')}>
              <Typography.Text>{d.DepartmentName || '—'}</Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('company.userInfo.fields.JobTitle')}>
              <Typography.Text>{d.JobTitle || '—'}</Typography.Text>
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="user-info-save">
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
};
