import { sql } from 'drizzle-orm';
import { ADVISE_PAGE_SIZE_MAX, adviseResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { advises } from './tables.ts';

/** yyyy-MM-dd HH:mm:ss in China Standard Time, '' for none (the reply time of a pending feedback). */
const cstText = (col: typeof advises.repliedAt) =>
  sql<string>`coalesce(to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/**
 * `Advise/List` (the feedback resource): every feedback for TMC staff, newest first; the company name in the caller's
 * language, the number as text (matched exactly), at most ADVISE_PAGE_SIZE_MAX rows a page.
 */
export const adviseBinding: TResourceBinding = {
  resource: adviseResource,
  store: {
    table: advises,
    id: advises.id,
    columns: {
      AdviseID: sql<string>`${advises.id}::text`,
      AdviseType: advises.adviseType,
      Content: advises.content,
      ContactName: advises.contactName,
      CompanyName: (s) =>
        s.ctx.lang === 'en'
          ? sql<string>`coalesce(nullif(${advises.companyNameEn}, ''), ${advises.companyName})`
          : advises.companyName,
      AdviseStatus: advises.status,
      ContactPhone: advises.contactPhone,
      ContactEmail: advises.contactEmail,
      Page: advises.page,
      CompanyID: advises.companyId,
      UserID: advises.userId,
      UserName: advises.userName,
      ReplyContent: advises.replyContent,
      ReplyUserName: advises.replyUserName,
      ReplyTime: cstText(advises.repliedAt),
    },
    // The number matched on the key column, so the primary key's index serves it.
    filterColumns: { AdviseID: advises.id },
    createdAt: advises.createdAt,
    maxPage: ADVISE_PAGE_SIZE_MAX,
  },
};
