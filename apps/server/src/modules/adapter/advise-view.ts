import { formatDateTime, isAdviseStaff, type TAdvise, type TLang } from '@opentmc/contracts';
import type { TSession } from '../../platform/session.ts';
import type { TAdviseRow } from './tables.ts';

/** A feedback row as the calls return it; the company name follows the caller's language. */
export const toAdvise = (r: TAdviseRow, lang: TLang): TAdvise => ({
  AdviseID: String(r.id),
  AdviseType: r.adviseType,
  AdviseStatus: r.status,
  Content: r.content,
  ContactName: r.contactName,
  ContactPhone: r.contactPhone,
  ContactEmail: r.contactEmail,
  Page: r.page,
  CompanyID: r.companyId ?? '',
  CompanyName: lang === 'en' && r.companyNameEn ? r.companyNameEn : r.companyName,
  UserID: r.userId ?? '',
  UserName: r.userName,
  CreateTime: formatDateTime(r.createdAt),
  ReplyContent: r.replyContent ?? '',
  ReplyUserName: r.replyUserName ?? '',
  ReplyTime: r.repliedAt ? formatDateTime(r.repliedAt) : '',
});

/** Whether the session belongs to TMC staff, who read and answer every feedback. */
export const isStaff = (s: TSession): boolean => isAdviseStaff(s.ticket.ActionCodes);

/** An AdviseID as the table's key; null when it cannot be one. */
export const adviseKey = (id: string): number | null => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
