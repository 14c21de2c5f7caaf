import { z } from 'zod';

/**
 * Ticket (session) info of spec section 3: who is calling. Every call reads the company and the
 * user from here, never from its payload.
 */
export const ZTicketInfo = z.object({
  CompanyID: z.string(),
  UserID: z.string(),
  UserName: z.string(),
  CompanyName: z.string(),
  FeatureCodes: z.array(z.string()),
});
export type TTicketInfo = z.infer<typeof ZTicketInfo>;

/** What the server keeps in the session beside the public ticket info. */
export type TSessionTicket = TTicketInfo & {
  /** The company's English name, for replies in en ('' when it has none). */
  CompanyNameEn?: string;
  /** Account kinds of this user (platform admin, company admin, employee, ...). */
  Roles: string[];
  /** Action codes this user holds (spec section 6): from the account kinds and the roles; a call's permission is one of these. */
  ActionCodes: string[];
  /** The user's department ('' when none), for the data range. */
  DepartmentID?: string;
  /** The widest DataRange code of the user's account kinds and roles. */
  DataRange?: number;
};
