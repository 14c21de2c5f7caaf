import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const CLAUSES = ['scope', 'account', 'booking', 'payment', 'privacy', 'conduct', 'liability', 'changes'] as const;

type TProps = { open: boolean; onClose: () => void; onAgree: () => void };

/** The service agreement that registration asks the user to agree to (spec section 5). */
export const ServiceAgreementModal = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('account.agreement.title')}
      onCancel={onClose}
      width={720}
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto', paddingRight: 8 } }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('actions.close')}
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree} data-testid="agreement-agree">
          {t('account.agreement.agree')}
        </Button>,
      ]}
    >
      <Typography>
        <Typography.Paragraph type="secondary">{t('account.agreement.intro')}</Typography.Paragraph>
        {CLAUSES.map((c, i) => (
          <section key={c}>
            <Typography.Title level={5}>
              {i + 1}. {t(`account.agreement.clauses.${c}.title`)}
            </Typography.Title>
            <Typography.Paragraph>{t(`account.agreement.clauses.${c}.text`)}</Typography.Paragraph>
          </section>
        ))}
        <Typography.Paragraph type="secondary">{t('account.agreement.effective')}</Typography.Paragraph>
      </Typography>
    </Modal>
  );
};
