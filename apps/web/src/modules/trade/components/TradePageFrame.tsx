import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { PickClientFirst } from '../../policy/index.ts';
import { TradeCompanyBar } from './TradeCompanyBar.tsx';

type TProps = {
  title: string;
  /** TMC staff: the company bar is shown. */
  tmc: boolean;
  /** TMC staff who must pick a customer first. */
  mustPick: boolean;
  /** The customer picked ('' for none). */
  company: string;
  onCompany: (companyId: string) => void;
  children: ReactNode;
  testId?: string;
};

/** A company-scoped trade screen: TMC staff pick the customer above it, and see a prompt until they have. */
export const TradePageFrame = ({ title, tmc, mustPick, company, onCompany, children, testId }: TProps) => (
  <Flex vertical gap={16} data-testid={testId}>
    {tmc && <TradeCompanyBar value={company} onChange={onCompany} />}
    {mustPick ? <PickClientFirst title={title} /> : children}
  </Flex>
);
