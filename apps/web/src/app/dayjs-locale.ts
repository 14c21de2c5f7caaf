import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { TLang } from '@opentmc/contracts';

/** dayjs (the date pickers, the pages' dates) in the reader's language: a chunk loaded with the whole catalogue. */
export const applyDayjsLocale = (lang: TLang): void => void dayjs.locale(lang === 'cn' ? 'zh-cn' : 'en');
