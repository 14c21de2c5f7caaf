import { Button, Card, Col, Flex, Form, InputNumber, Row, Select, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEE_ITEMS_MAX } from '@opentmc/contracts';
import {
  isDuplicate,
  modeOptions,
  newRow,
  perOptions,
  sceneOptions,
  serviceOptions,
  type TFeeRow,
} from '../lib/fees.ts';

type TProps = { form: FormInstance<{ Items: TFeeRow[] }> };

const yuanInput = (testId: string) => (
  <InputNumber min={0} max={100000} precision={2} prefix="¥" style={{ width: '100%' }} data-testid={testId} />
);

/**
 * The fee items of a company or a level, inside a form with an `Items` list: per item the service and scene, a
 * fixed amount or a percentage with an optional minimum and maximum, and whether it is charged per unit or per order.
 */
export const FeeItemsEditor = ({ form }: TProps) => {
  const { t } = useTranslation();
  const rows = () => (form.getFieldValue('Items') ?? []) as TFeeRow[];
  const required = (key: string) => [{ required: true, message: t(key) }];
  return (
    <Form.List name="Items">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((f, i) => (
            <Card
              key={f.key}
              size="small"
              data-testid={`fee-row-${i}`}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(f.name)}
                  aria-label={t('charge.editor.remove')}
                  data-testid={`fee-row-${i}-remove`}
                />
              }
            >
              <Row gutter={12}>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[f.name, 'Service']}
                    label={t('charge.fields.Service')}
                    rules={required('charge.validation.serviceRequired')}
                  >
                    <Select options={serviceOptions(t)} data-testid={`fee-row-${i}-service`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[f.name, 'Scene']}
                    label={t('charge.fields.Scene')}
                    dependencies={[['Items', f.name, 'Service']]}
                    rules={[
                      ...required('charge.validation.sceneRequired'),
                      {
                        validator: async () => {
                          if (isDuplicate(rows(), f.name)) throw new Error(t('charge.validation.duplicate'));
                        },
                      },
                    ]}
                  >
                    <Select options={sceneOptions(t)} data-testid={`fee-row-${i}-scene`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[f.name, 'Mode']}
                    label={t('charge.fields.Mode')}
                    rules={required('charge.validation.modeRequired')}
                  >
                    <Select options={modeOptions(t)} data-testid={`fee-row-${i}-mode`} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[f.name, 'Per']}
                    label={t('charge.fields.Per')}
                    rules={required('charge.validation.perRequired')}
                  >
                    <Select options={perOptions(t)} data-testid={`fee-row-${i}-per`} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item noStyle dependencies={[['Items', f.name, 'Mode']]}>
                {({ getFieldValue }) =>
                  getFieldValue(['Items', f.name, 'Mode']) === 'Percent' ? (
                    <Row gutter={12}>
                      <Col xs={24} md={8}>
                        <Form.Item
                          name={[f.name, 'Rate']}
                          label={t('charge.fields.Rate')}
                          rules={required('charge.validation.rateRequired')}
                          extra={t('charge.editor.zeroFree')}
                          style={{ marginBottom: 0 }}
                        >
                          <InputNumber
                            min={0}
                            max={100}
                            precision={2}
                            suffix="%"
                            style={{ width: '100%' }}
                            data-testid={`fee-row-${i}-rate`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={8}>
                        <Form.Item name={[f.name, 'Min']} label={t('charge.fields.Min')} style={{ marginBottom: 0 }}>
                          {yuanInput(`fee-row-${i}-min`)}
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={8}>
                        <Form.Item
                          name={[f.name, 'Max']}
                          label={t('charge.fields.Max')}
                          dependencies={[['Items', f.name, 'Min']]}
                          style={{ marginBottom: 0 }}
                          rules={[
                            {
                              validator: async (_: unknown, max: number | null | undefined) => {
                                const min = getFieldValue(['Items', f.name, 'Min']) as number | null | undefined;
                                if (max && min && max < min) throw new Error(t('charge.validation.maxBelowMin'));
                              },
                            },
                          ]}
                        >
                          {yuanInput(`fee-row-${i}-max`)}
                        </Form.Item>
                      </Col>
                    </Row>
                  ) : (
                    <Form.Item
                      name={[f.name, 'Amount']}
                      label={t('charge.fields.Amount')}
                      rules={required('charge.validation.amountRequired')}
                      extra={t('charge.editor.zeroFree')}
                      style={{ marginBottom: 0, maxWidth: 280 }}
                    >
                      {yuanInput(`fee-row-${i}-amount`)}
                    </Form.Item>
                  )
                }
              </Form.Item>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= FEE_ITEMS_MAX}
            onClick={() => add(newRow(rows()))}
            data-testid="fee-add"
          >
            {t('charge.editor.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
};
