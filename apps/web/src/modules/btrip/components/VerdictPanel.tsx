import { Alert, Flex, Form, Input, List, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ControlLevel, type TBtripVerdict } from '@opentmc/contracts';
import { nameIn, type TReasonChoice } from '../lib/choices.ts';
import { serviceLabel } from '../lib/labels.ts';

const LEVEL_COLOR: Record<number, string> = { 1: 'default', 2: 'gold', 3: 'orange', 4: 'red', 5: 'volcano' };

/** The violations of a verdict: which service, whom, why, and which rule says so. */
export const ViolationList = ({ verdict }: { verdict: TBtripVerdict }) => {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={verdict.Violations}
      data-testid="btrip-violations"
      renderItem={(v) => (
        <List.Item>
          <Flex gap={8} wrap align="baseline">
            <Tag color={LEVEL_COLOR[v.Level] ?? 'default'}>{t(`btrip.verdict.level${v.Level}`)}</Tag>
            <Typography.Text strong>{serviceLabel(t, v.ServiceType)}</Typography.Text>
            {v.UserName && <Typography.Text>{v.UserName}</Typography.Text>}
            <Typography.Text>{v.Message}</Typography.Text>
            {v.RuleName && (
              <Typography.Text type="secondary">{t('btrip.verdict.rule', { name: v.RuleName })}</Typography.Text>
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
};

/** What the verdict means for the applicant, as one line. */
const headline = (v: TBtripVerdict) =>
  v.Compliant
    ? 'btrip.verdict.compliant'
    : v.Forbidden
      ? 'btrip.verdict.forbidden'
      : v.OutOfPolicy
        ? 'btrip.verdict.outOfPolicy'
        : v.ReasonRequired
          ? 'btrip.verdict.reasonRequired'
          : 'btrip.verdict.warn';

type TProps = {
  verdict: TBtripVerdict | undefined;
  checking: boolean;
  reasons: TReasonChoice[];
  /** Without reason fields (a saved application's verdict). */
  readOnly?: boolean;
  /** false while a draft is saved: reasons are needed to submit only. */
  strict?: { current: boolean };
};

/** The travel-policy verdict before submitting, with a violation reason for each service that needs one. */
export const VerdictPanel = ({ verdict, checking, reasons, readOnly = false, strict }: TProps) => {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const chosen = Form.useWatch('Reasons', form) as Record<string, { ReasonID?: string } | undefined> | undefined;
  if (!verdict) {
    return (
      <Alert
        data-testid="btrip-verdict"
        data-level="none"
        type="info"
        showIcon
        title={t(checking ? 'btrip.verdict.checking' : 'btrip.verdict.incomplete')}
      />
    );
  }
  const type = verdict.Compliant
    ? 'success'
    : verdict.Forbidden
      ? 'error'
      : verdict.Level === ControlLevel.Record
        ? 'info'
        : 'warning';
  return (
    <Flex vertical gap={12}>
      <Alert
        data-testid="btrip-verdict"
        data-level={String(verdict.Level)}
        type={type}
        showIcon
        title={t(headline(verdict))}
        description={verdict.Compliant ? undefined : <ViolationList verdict={verdict} />}
      />
      {!readOnly &&
        verdict.ReasonServices.map((st) => {
          const options = reasons.filter((r) => r.ServiceTypes.includes(st));
          const picked = options.find((r) => r.ReasonID === chosen?.[String(st)]?.ReasonID);
          return (
            <Flex key={st} gap={12} wrap>
              <Form.Item
                name={['Reasons', String(st), 'ReasonID']}
                label={t('btrip.form.reasonFor', { service: serviceLabel(t, st) })}
                required
                rules={[
                  {
                    validator: async (_: unknown, v: string | undefined) => {
                      if (strict?.current !== false && !v) throw new Error(t('btrip.errors.reasonRequired'));
                    },
                  },
                ]}
                style={{ minWidth: 320, marginBottom: 0 }}
              >
                <Select
                  data-testid={`btrip-reason-${st}`}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('btrip.form.reasonPlaceholder')}
                  options={options.map((r) => ({ value: r.ReasonID, label: nameIn(i18n.language, r) }))}
                />
              </Form.Item>
              {picked?.IsOther && (
                <Form.Item
                  name={['Reasons', String(st), 'ReasonText']}
                  label={t('btrip.form.reasonText')}
                  required
                  rules={[
                    {
                      validator: async (_: unknown, v: string | undefined) => {
                        if (strict?.current !== false && !v?.trim())
                          throw new Error(t('btrip.errors.reasonTextRequired'));
                      },
                    },
                  ]}
                  style={{ flex: 1, minWidth: 260, marginBottom: 0 }}
                >
                  <Input data-testid={`btrip-reason-text-${st}`} maxLength={200} />
                </Form.Item>
              )}
            </Flex>
          );
        })}
    </Flex>
  );
};
