import type { TCatalog } from '../types.ts';
import type { exportList as zh } from '../zh-CN/exports.ts';

export const exportList = {
  exports: {
    title: 'Export list',
    intro: 'Export files are made in the background and can be downloaded once ready; they are kept for {{days}} days.',
    pending: 'A file is being made; the list refreshes by itself',
    columns: {
      FileName: 'File name',
      Kind: 'Contents',
      CreateTime: 'Exported',
      Status: 'Status',
      RowCount: 'Rows',
      Downloaded: 'Downloaded',
      ReadyTime: 'Made',
      actions: 'Actions',
    },
    kinds: {
      tradeDetail: 'Account ledger',
      tradeDeal: 'Trade deals',
    },
    status: {
      Pending: 'Being made',
      Ready: 'Ready',
      Failed: 'Failed',
    },
    downloaded: {
      yes: 'Downloaded',
      no: 'Not downloaded',
    },
    download: 'Download',
    loadFailed: 'The export list could not be loaded',
  },
} as const satisfies TCatalog<typeof zh>;
