import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd';
// The ES modules of antd's locales: `antd/locale/*` is CommonJS and would bring a second copy of the shared parts.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { FeedbackApp } from './feedback.tsx';
import { currentLang, i18n } from './i18n.ts';
import { router } from './router.tsx';
import { antdTheme, applyCssColorVars } from './theme.ts';

applyCssColorVars();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Providers: TanStack Query, i18next, antd with the picked locale (and its App: feedback.tsx), and the router. */
export const App = () => {
  const [lang, setLangState] = useState(currentLang());
  useEffect(() => {
    const onChange = () => setLangState(currentLang());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={antdTheme}>
          <FeedbackApp>
            <RouterProvider router={router} />
          </FeedbackApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
