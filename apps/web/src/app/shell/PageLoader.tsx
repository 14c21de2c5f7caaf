import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a page (or the guard) that is still loading. */
export const PageSpinner = ({ tip }: { tip?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="otmc-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="otmc-page-spinner-tip">{tip ?? t('shell.loading')}</span>
    </div>
  );
};

/** The Suspense boundary of every route chunk, with the spinner while the chunk loads. */
export const PageLoader = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageSpinner />}>{children}</Suspense>
);
