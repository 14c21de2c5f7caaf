import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaging, listResult } from '../resource/define.ts';

// btrip/Project/List (spec: the btrip group's "project" call): the enabled projects of the caller's own client
// company, for travellers to charge a trip to. Read only; the projects themselves are kept in the org module
// (ProjectInfo, /System/Company/{CompanyID}/Project).

/** A page holds at most this many projects, whatever PageSize asks. */
export const BTRIP_PROJECT_PAGE_SIZE_MAX = 500;

export const ZBtripProjectListRequest = z.object({
  PageNo: ZListPaging.PageNo,
  PageSize: ZListPaging.PageSize,
  RecordCount: ZListPaging.RecordCount,
  /** Part of the code or the name. */
  KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional().default(''),
});
export type TBtripProjectListRequest = z.output<typeof ZBtripProjectListRequest>;

export const ZBtripProject = z.object({ ProjectID: z.string(), Code: z.string(), Name: z.string() });
export type TBtripProject = z.output<typeof ZBtripProject>;

export const ZBtripProjectListResult = listResult(ZBtripProject);
export type TBtripProjectListResult = z.output<typeof ZBtripProjectListResult>;

export const BtripProjectList = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'Project/List',
  auth: 'session',
  payload: ZBtripProjectListRequest,
  result: ZBtripProjectListResult,
  summary:
    "The enabled projects of the caller's own client company, by code, optionally by part of the code or name (at most 500 a page)",
});
