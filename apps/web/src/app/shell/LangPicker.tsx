import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGS, type TLang } from '@opentmc/contracts';
import { currentLang, setLang } from '../i18n.ts';

const LABEL_KEY: Record<TLang, string> = { cn: 'shell.header.langCn', en: 'shell.header.langEn' };

/**
 * The cn/en picker: the choice goes to localStorage and the `lang` cookie (setLang), the whole
 * page re-renders in the new language, and server-made text (menus, site name) is fetched again.
 */
export const LangPicker = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLang();
  const pick = async (next: TLang) => {
    if (next === lang) return;
    await setLang(next);
    await qc.invalidateQueries();
  };
  return (
    <span className="otmc-lang" role="group" aria-label={t('shell.header.language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === lang}
          lang={l === 'cn' ? 'zh-CN' : 'en'}
          onClick={() => void pick(l)}
        >
          {t(LABEL_KEY[l])}
        </button>
      ))}
    </span>
  );
};
