import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyInfoDetails } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { useTicket } from '../../../app/session.ts';
import { LoadFailed } from '../../../kit/LoadFailed.tsx';
import { HandoverCard } from '../components/HandoverCard.tsx';
import { InviteCard } from '../components/InviteCard.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { profileKey } from '../lib/query-keys.ts';

/**
 * `/System/Company/:CompanyID/Main`: the company profile; for the administrator of their own company also
 * company authority (handover) and invites. TMC staff see a customer's profile read-only.
 */
const CompanyMainPage = () => {
  const { t } = useTranslation();
  const { CompanyID = '' } = useParams();
  const ticket = useTicket().data;
  const own = !!ticket && (CompanyID === ticket.CompanyID || CompanyID === ':CompanyID');
  const companyId = own ? ticket.CompanyID : CompanyID;
  const profile = useQuery({
    queryKey: profileKey(companyId),
    queryFn: () => fetchResult(CompanyInfoDetails, own ? {} : { CompanyID: companyId }),
    enabled: !!ticket,
  });

  if (profile.isError) {
    return (
      <LoadFailed
        title={t('company.main.title')}
        error={profile.error}
        action={<Button onClick={() => void profile.refetch()}>{t('actions.refresh')}</Button>}
      />
    );
  }
  if (!profile.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const p = profile.data;
  const admin = own && p.Kind === 'Client';
  return (
    <Row gutter={[16, 16]} data-testid="company-main">
      <Col xs={24} xl={admin ? 15 : 24}>
        <ProfileCard profile={p} editable={own} />
      </Col>
      {admin && (
        <Col xs={24} xl={9}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Card size="small">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'id', label: t('company.fields.CompanyID'), children: p.CompanyID },
                    { key: 'created', label: t('company.fields.CreateTime'), children: p.CreateTime },
                  ]}
                />
              </Card>
            </Col>
            <Col span={24}>
              <HandoverCard profile={p} />
            </Col>
            <Col span={24}>
              <InviteCard />
            </Col>
          </Row>
        </Col>
      )}
    </Row>
  );
};

export default CompanyMainPage;
