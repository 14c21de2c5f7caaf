import type ExcelJS from 'exceljs';

/**
 * A new, empty workbook (.xlsx). exceljs is loaded on first use, not at start-up: only imports and exports need it,
 * and loaded it takes about 15 MB of the server's memory (docs/performance.md "Start-up memory").
 */
export const newWorkbook = async (): Promise<ExcelJS.Workbook> => new (await import('exceljs')).default.Workbook();
