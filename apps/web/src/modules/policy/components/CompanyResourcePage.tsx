import { Flex } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { TResource } from '@opentmc/contracts';
import { useTicket } from '../../../app/session.ts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { policyTarget } from '../lib/company.ts';
import { ClientCompanyBar, PickClientFirst } from './ClientCompanyBar.tsx';

type TProps = {
  resource: TResource;
  title: string;
  /** The screen's address for a company id. */
  pathOf: (companyId: string) => string;
};

/** A company's list on the resource kit; TMC staff first pick the client company. */
export const CompanyResourcePage = ({ resource, title, pathOf }: TProps) => {
  const navigate = useNavigate();
  const { CompanyID } = useParams();
  const ticket = useTicket().data;
  if (!ticket) return null;
  const target = policyTarget(CompanyID, ticket);
  return (
    <Flex vertical gap={16}>
      {target.tmc && <ClientCompanyBar value={target.requested} onChange={(id) => navigate(pathOf(id))} />}
      {target.mustPick ? (
        <PickClientFirst title={title} />
      ) : (
        <ResourceListPage key={target.requested} resource={resource} companyId={target.companyId} title={title} />
      )}
    </Flex>
  );
};
