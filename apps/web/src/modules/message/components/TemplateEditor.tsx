import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Space, Switch, Tabs, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_TEMPLATE_MAX,
  MessageTemplateReset,
  MessageTemplateUpdate,
  messageTemplateResource,
  type TLang,
  type TMessageChannel,
  type TMessageTemplateChannel,
  type TMessageTemplateDef,
  type TMessageTemplateDetails,
} from '@opentmc/contracts';
import { call } from '../../../app/api.ts';
import { resourceKey } from '../../../kit/resource/query-keys.ts';
import { templateDetailKey } from '../lib/query-keys.ts';
import { insertVariable, isDirty, textError, type TDraft } from '../lib/template-text.ts';
import { SourceTag } from './TemplateTags.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

type TProps = {
  def: TMessageTemplateDef;
  details: TMessageTemplateDetails;
  /** `{CompanyID}` when the company is not the caller's own. */
  payload: { CompanyID?: string };
  cacheKey: string;
  listPath: string;
};

const draftOf = (c: TMessageTemplateChannel): TDraft => ({ Enabled: c.Enabled, TextCn: c.TextCn, TextEn: c.TextEn });
const FIELD = { cn: 'TextCn', en: 'TextEn' } as const;

/**
 * The texts of one template for a company, channel by channel: the Chinese and English text with the variables
 * as tags that insert `{{name}}` at the caret, a live preview, save (every changed channel) and reset.
 */
export const TemplateEditor = ({ def, details, payload, cacheKey, listPath }: TProps) => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [active, setActive] = useState<TMessageChannel>(details.Channels[0]?.Channel ?? 'sms');
  const [drafts, setDrafts] = useState<Record<string, TDraft>>(() =>
    Object.fromEntries(details.Channels.map((c) => [c.Channel, draftOf(c)])),
  );
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const areas = useRef<Record<string, TextAreaRef | null>>({});
  const lastFocus = useRef<Partial<Record<TMessageChannel, TLang>>>({});
  const separator = i18n.language === 'en' ? ', ' : '、';

  const loaded = (ch: TMessageChannel) => details.Channels.find((c) => c.Channel === ch)!;
  const draft = (ch: TMessageChannel) => drafts[ch] ?? draftOf(loaded(ch));
  const update = (ch: TMessageChannel, patch: Partial<TDraft>) =>
    setDrafts((d) => ({ ...d, [ch]: { ...draft(ch), ...d[ch], ...patch } }));
  const label = (lang: TLang) => t(lang === 'cn' ? 'messageTemplate.detail.textCn' : 'messageTemplate.detail.textEn');
  const errorOf = (ch: TMessageChannel, lang: TLang) => textError(def, draft(ch)[FIELD[lang]], label(lang), separator);
  const dirty = details.Channels.filter((c) => isDirty(draft(c.Channel), c));
  const invalid = details.Channels.some((c) => errorOf(c.Channel, 'cn') || errorOf(c.Channel, 'en'));

  const applyResult = (result: TMessageTemplateDetails, channels: readonly TMessageChannel[]) => {
    qc.setQueryData(templateDetailKey(cacheKey, def.Key), result);
    void qc.invalidateQueries({ queryKey: resourceKey(messageTemplateResource) });
    setDrafts((d) => {
      const next = { ...d };
      for (const c of result.Channels) if (channels.includes(c.Channel)) next[c.Channel] = draftOf(c);
      return next;
    });
  };

  const insert = (name: string) => {
    const lang = lastFocus.current[active];
    const field = FIELD[lang ?? 'cn'];
    const text = draft(active)[field];
    const el = areas.current[`${active}-${lang ?? 'cn'}`]?.resizableTextArea?.textArea;
    // Never focused yet: add it at the end of the Chinese text.
    const [start, end] = lang && el ? [el.selectionStart, el.selectionEnd] : [text.length, text.length];
    const next = insertVariable(text, start, end, name);
    update(active, { [field]: next.text });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const save = async () => {
    setBusy('save');
    try {
      const channels = dirty.map((c) => {
        const d = draft(c.Channel);
        return { Channel: c.Channel, Enabled: d.Enabled, TextCn: d.TextCn.trim(), TextEn: d.TextEn.trim() };
      });
      const r = await call(MessageTemplateUpdate, { ...payload, Key: def.Key, Channels: channels });
      if (!r.isSucc || !r.result) return;
      applyResult(
        r.result,
        channels.map((c) => c.Channel),
      );
      void message.success(r.message || t('messages.saved'));
    } finally {
      setBusy(null);
    }
  };

  const reset = async (ch: TMessageChannel) => {
    setBusy('reset');
    try {
      const r = await call(MessageTemplateReset, { ...payload, Key: def.Key, Channel: ch });
      if (!r.isSucc || !r.result) return;
      applyResult(r.result, [ch]);
      void message.success(r.message);
    } finally {
      setBusy(null);
    }
  };

  const textArea = (ch: TMessageChannel, lang: TLang) => {
    const error = errorOf(ch, lang);
    const field = FIELD[lang];
    return (
      <Form.Item
        label={label(lang)}
        validateStatus={error ? 'error' : undefined}
        help={error ? t(error.key, error.params) : undefined}
      >
        <Input.TextArea
          ref={(r) => {
            areas.current[`${ch}-${lang}`] = r;
          }}
          value={draft(ch)[field]}
          onChange={(e) => update(ch, { [field]: e.target.value })}
          onFocus={() => {
            lastFocus.current[ch] = lang;
          }}
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={MESSAGE_TEMPLATE_MAX}
          showCount
          data-testid={`mt-text-${ch}-${lang}`}
        />
      </Form.Item>
    );
  };

  const channelPane = (c: TMessageTemplateChannel) => {
    const d = draft(c.Channel);
    return (
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space size={4} wrap>
            <Typography.Text type="secondary">{t('messageTemplate.detail.current')}</Typography.Text>
            <SourceTag source={c.Source} testId={`mt-source-${c.Channel}`} />
            {c.UpdateTime && (
              <Typography.Text type="secondary">
                {c.UpdateTime} {c.UpdatedBy}
              </Typography.Text>
            )}
          </Space>
          <Space>
            <Switch
              checked={d.Enabled}
              disabled={details.Required}
              onChange={(on) => update(c.Channel, { Enabled: on })}
              data-testid={`mt-enabled-${c.Channel}`}
              aria-label={t('messageTemplate.detail.enabled')}
            />
            <Typography.Text>{t('messageTemplate.detail.enabled')}</Typography.Text>
          </Space>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {details.Required ? t('messageTemplate.detail.requiredHint') : t('messageTemplate.detail.disabledHint')}
        </Typography.Text>
        <Form layout="vertical" component="div">
          {textArea(c.Channel, 'cn')}
          {textArea(c.Channel, 'en')}
        </Form>
        <Flex align="center" gap={8} wrap>
          <Popconfirm
            title={t('messageTemplate.detail.resetConfirm', {
              source: t(`messageTemplate.sources.${c.BaseSource}`),
            })}
            onConfirm={() => reset(c.Channel)}
            okButtonProps={{ 'data-testid': `mt-reset-ok-${c.Channel}` } as Record<string, string>}
          >
            <Button
              disabled={c.Source !== 'Company' || busy !== null}
              loading={busy === 'reset' && active === c.Channel}
              data-testid={`mt-reset-${c.Channel}`}
            >
              {t('messageTemplate.detail.reset')}
            </Button>
          </Popconfirm>
          <Typography.Text type="secondary">
            {t('messageTemplate.detail.base')}
            {t(`messageTemplate.sources.${c.BaseSource}`)}
          </Typography.Text>
        </Flex>
      </Flex>
    );
  };

  const current = draft(active);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card>
          <Tabs
            activeKey={active}
            onChange={(k) => setActive(k as TMessageChannel)}
            items={details.Channels.map((c) => ({
              key: c.Channel,
              label: (
                <span data-testid={`mt-tab-${c.Channel}`}>
                  {t(`messageTemplate.channels.${c.Channel}`)}
                  {isDirty(draft(c.Channel), c) ? ' *' : ''}
                </span>
              ),
              children: channelPane(c),
            }))}
          />
          <Flex gap={8} align="center" style={{ marginTop: 8 }}>
            <Button
              type="primary"
              onClick={() => void save()}
              loading={busy === 'save'}
              disabled={dirty.length === 0 || invalid || busy !== null}
              data-testid="mt-save"
            >
              {t('messageTemplate.detail.save')}
            </Button>
            <Button onClick={() => void navigate(listPath)} data-testid="mt-back">
              {t('messageTemplate.detail.back')}
            </Button>
            {dirty.length > 0 && (
              <Typography.Text type="warning">{t('messageTemplate.detail.unsaved')}</Typography.Text>
            )}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Flex vertical gap={16}>
          <Card size="small" title={t('messageTemplate.detail.variables')}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('messageTemplate.detail.variablesHint')}
            </Typography.Paragraph>
            <Flex gap={8} wrap>
              {details.Variables.map((v) => (
                <Tag
                  key={v}
                  color="blue"
                  style={{ cursor: 'pointer', userSelect: 'none' }}
                  // Keeps the caret in the text being edited.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(v)}
                  data-testid={`mt-var-${v}`}
                >
                  <Typography.Text code style={{ fontSize: 12 }}>{`{{${v}}}`}</Typography.Text>{' '}
                  {t(`messageTemplate.variables.${v}`)}
                </Tag>
              ))}
            </Flex>
          </Card>
          <TemplatePreview
            templateKey={def.Key}
            textCn={current.TextCn}
            textEn={current.TextEn}
            blocked={!!(errorOf(active, 'cn') || errorOf(active, 'en'))}
          />
        </Flex>
      </Col>
    </Row>
  );
};
