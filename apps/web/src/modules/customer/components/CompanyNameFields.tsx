import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../kit/form-rules.ts';

type TProps = {
  /** Catalogue prefix of the labels: `{prefix}.companyName`, `.companyNameEn`, `.shortName`. */
  prefix: string;
  schemas: { CompanyName: z.ZodType; CompanyNameEn: z.ZodType; ShortName: z.ZodType };
  nameTestId: string;
};

/** A new company's registered name, English name and short name (customers and suppliers). */
export const CompanyNameFields = ({ prefix, schemas, nameTestId }: TProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="CompanyName"
        label={t(`${prefix}.companyName`)}
        required
        rules={[zodRule(schemas.CompanyName, t)]}
      >
        <Input maxLength={100} data-testid={nameTestId} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            name="CompanyNameEn"
            label={t(`${prefix}.companyNameEn`)}
            rules={[zodRule(schemas.CompanyNameEn, t)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="ShortName" label={t(`${prefix}.shortName`)} rules={[zodRule(schemas.ShortName, t)]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};
