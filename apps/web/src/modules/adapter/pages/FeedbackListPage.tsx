import { Badge, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adviseResource } from '@opentmc/contracts';
import { ResourceListPage } from '../../../kit/resource/index.ts';
import { ADVISE_TYPE_COLOR, adviseStatusLabel, adviseTypeLabel, isHandled } from '../lib/lookups.ts';

/**
 * `/admin/feedBack/list`: feedback for TMC staff, filtered and paged, newest first (the kit's feedback resource); the
 * page draws the type as a coloured tag, the contact with the phone, the sender with the company, and the status.
 */
const FeedbackListPage = () => {
  const { t } = useTranslation();
  const second = (v: unknown) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {String(v ?? '')}
    </Typography.Text>
  );
  return (
    <ResourceListPage
      resource={adviseResource}
      title={t('adapterUi.advise.listTitle')}
      cells={{
        AdviseType: (v) => (
          <Tag color={ADVISE_TYPE_COLOR[Number(v)] ?? 'default'} variant="filled">
            {adviseTypeLabel(t, Number(v))}
          </Tag>
        ),
        ContactName: (v, r) => (
          <div>
            <div>{String(v)}</div>
            {second(r.ContactPhone)}
          </div>
        ),
        CompanyName: (v, r) =>
          v || r.UserName ? (
            <div>
              <div>{String(v) || '—'}</div>
              {second(r.UserName)}
            </div>
          ) : (
            <Typography.Text type="secondary">{t('adapterUi.advise.anonymous')}</Typography.Text>
          ),
        AdviseStatus: (v) => (
          <Badge status={isHandled(Number(v)) ? 'success' : 'processing'} text={adviseStatusLabel(t, Number(v))} />
        ),
      }}
    />
  );
};

export default FeedbackListPage;
