import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { GetSiteInfo } from '@opentmc/contracts/routes';
import { fetchResult } from '../api.ts';
import { clearLogin, hasLoginFlag, useTicket } from '../session.ts';
import { documentTitle, pageTitleKey } from './page-title.ts';

/** Site info (SystemName, SystemDomain, ProxyMode) in the current language. */
export const useSiteInfo = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['system', 'siteInfo', i18n.language],
    queryFn: () => fetchResult(GetSiteInfo, {}, { failTips: false }),
    staleTime: Infinity,
  });
};

/** The operator's hotline, mailbox and licence number ('' until site info arrives). */
export const useSiteContact = () => {
  const d = useSiteInfo().data;
  return { hotline: d?.Hotline ?? '', email: d?.ServiceEmail ?? '', licence: d?.LicenceNo ?? '' };
};

/** The site name from the server, or the brand name until it arrives. */
export const useSiteName = (): string => {
  const { t } = useTranslation();
  return useSiteInfo().data?.SystemName || t('shell.brand.name');
};

/**
 * The logged-in user's ticket, or null on public pages when nobody is logged in. A stale login
 * flag whose ticket no longer loads is cleared quietly (the guard handles protected pages).
 */
export const useSessionTicket = () => {
  const qc = useQueryClient();
  const marked = hasLoginFlag();
  const ticket = useTicket();
  const stale = marked && ticket.isError;
  useEffect(() => {
    if (stale) clearLogin(qc);
  }, [stale, qc]);
  return marked && ticket.isSuccess ? ticket.data : null;
};

/** The browser tab names the page (its route's `handle.title`) and the site, in the current language. */
export const useDocumentTitle = (): void => {
  const { t, i18n } = useTranslation();
  // A page's title may be in the part of the catalogue that arrives after the first (app/i18n.ts): read it again then.
  const [, setTexts] = useState(0);
  useEffect(() => {
    const added = () => setTexts((n) => n + 1);
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  const name = useSiteName();
  const key = pageTitleKey(useMatches());
  // Until that part arrives the tab shows the site's name alone, not the key.
  const title = documentTitle(key && i18n.exists(key) ? t(key) : null, name);
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/** The current time, refreshed every second. */
export const useNow = (intervalMs = 1000): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
};
