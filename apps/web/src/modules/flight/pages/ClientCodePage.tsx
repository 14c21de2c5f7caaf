import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { flightClientCodeResource } from '@opentmc/contracts';
import { airlineName } from '@opentmc/refdata/airlines';
import { useTicket } from '../../../app/session.ts';
import { ResourceFormDrawer, ResourceListPage } from '../../../kit/resource/index.ts';
import { ClientCompanyBar, PickClientFirst, policyTarget } from '../../policy/index.ts';

const LIST = '/manage/flight/clientcode/list';
const UPDATE = '/manage/flight/clientcode/update';
/** A new code is enabled unless the staff member switches it off. */
const NEW_CODE = { Enabled: true };

/**
 * `/manage/flight/clientcode/list` and `/update` (issue 17 section 3): a client company's agreement (大客户) codes per
 * airline, from the kit's definition. TMC staff pick the client (the address's CompanyID); `/update` opens the form
 * over the list (a code by its ClientCodeID, else a new one) and goes back to the list when it closes.
 */
const ClientCodePage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const ticket = useTicket().data;
  const target = policyTarget(params.get('CompanyID') ?? '', ticket);
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const company = target.companyId ? `?CompanyID=${encodeURIComponent(target.companyId)}` : '';
  const editing = pathname.toLowerCase() === UPDATE;
  if (!ticket) return null;
  const title = t('flight.clientCode.title');
  return (
    <Flex vertical gap={16} data-testid="flight-client-code-page">
      {target.tmc && (
        <ClientCompanyBar value={target.requested} onChange={(id) => navigate(id ? `${LIST}?CompanyID=${id}` : LIST)} />
      )}
      {target.mustPick ? (
        <PickClientFirst title={title} />
      ) : (
        <ResourceListPage
          resource={flightClientCodeResource}
          companyId={target.companyId}
          title={title}
          newValues={NEW_CODE}
          intro={() => <Typography.Text type="secondary">{t('flight.clientCode.intro')}</Typography.Text>}
          cells={{
            AirlineCode: (v) => (
              <Space size={8}>
                <Typography.Text strong>{String(v)}</Typography.Text>
                <span>{airlineName(String(v), lang)}</span>
              </Space>
            ),
          }}
        />
      )}
      {editing && !target.mustPick && (
        <ResourceFormDrawer
          resource={flightClientCodeResource}
          open
          id={params.get('ClientCodeID') || undefined}
          companyId={target.companyId}
          initialValues={NEW_CODE}
          onClose={() => navigate(`${LIST}${company}`)}
        />
      )}
    </Flex>
  );
};

export default ClientCodePage;
