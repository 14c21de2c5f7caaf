import type { TApprovalSubjectKind, TApprovalSubjectView, TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { subjectHandlers } from './subjects.ts';

/** A subject as it describes itself in a language; placeholders when it cannot (its kind unregistered, gone). */
export const describeSubject = async (
  db: TTx,
  kind: TApprovalSubjectKind,
  id: string,
  lang: TLang,
): Promise<TApprovalSubjectView> => {
  const d = await subjectHandlers(kind)?.describe(db, id, lang);
  return { Kind: kind, ID: id, No: d?.No ?? '', Title: d?.Title ?? id, Summary: d?.Summary ?? '', Url: d?.Url ?? '' };
};

/** describeSubject, once per language within one piece of work. */
export const subjectDescriber = (db: TTx, kind: TApprovalSubjectKind, id: string) => {
  const seen = new Map<TLang, Promise<TApprovalSubjectView>>();
  return (lang: TLang) => {
    let p = seen.get(lang);
    if (!p) {
      p = describeSubject(db, kind, id, lang);
      seen.set(lang, p);
    }
    return p;
  };
};
