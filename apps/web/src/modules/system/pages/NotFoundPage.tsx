import { Button, Result } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../kit/showcase/LinkButton.tsx';

/** Any unknown path: a 404 with a way home and a way back. */
const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Going back makes sense only when the visitor came from another page of the app.
  const state = window.history.state as { idx?: unknown } | null;
  const canGoBack = typeof state?.idx === 'number' && state.idx > 0;
  return (
    <div className="otmc-container" style={{ padding: '48px 24px 64px' }} data-testid="not-found-page">
      <Result
        status="404"
        title={t('pages.notFound.title')}
        subTitle={t('pages.notFound.subtitle')}
        extra={
          <>
            <LinkButton to="/" type="primary" icon={<HomeOutlined />}>
              {t('pages.notFound.home')}
            </LinkButton>
            {canGoBack && (
              <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
                {t('pages.notFound.back')}
              </Button>
            )}
          </>
        }
      />
    </div>
  );
};

export default NotFoundPage;
