import type ExcelJS from 'exceljs';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_KINDS,
  XLSX_CONTENT_TYPE,
  type TEmployeeImportColumn,
  type TEmployeeKind,
  type TFileResult,
} from '@opentmc/contracts';
import { translate } from '../../platform/i18n.ts';

// What the import template, the import and the export share: column titles, kind labels, header style.

export type TTranslateFn = (key: string, params?: Record<string, unknown>) => string;

export const columnTitle = (t: TTranslateFn, col: string): string => t(`employee.columns.${col}`);

/** Column widths of the template and the export, in characters. */
export const COLUMN_WIDTHS: Record<TEmployeeImportColumn, number> = {
  Name: 14,
  Mobile: 16,
  Email: 26,
  EmployeeNo: 12,
  Department: 28,
  Job: 16,
  JobTitle: 16,
  Kinds: 20,
};

/** The kinds as a file shows them: labels in the reader's language, joined by commas. */
export const kindsText = (t: TTranslateFn, roles: readonly string[]): string =>
  roles.map((k) => t(`employee.kinds.${k}`)).join(', ');

const norm = (s: string) => s.trim().toLowerCase();

// Every way a kind may be written in a file: its code, or its label in either language.
const KIND_NAMES = new Map<string, TEmployeeKind>(
  EMPLOYEE_KINDS.flatMap((k) => [
    [k, k],
    [norm(translate('cn', `employee.kinds.${k}`)), k],
    [norm(translate('en', `employee.kinds.${k}`)), k],
  ]),
);

/** The kinds written in a cell; empty means `employee`; null when a word is not a kind. */
export const parseKinds = (text: string): TEmployeeKind[] | null => {
  const words = text
    .split(/[,，、;；/]+/)
    .map(norm)
    .filter(Boolean);
  if (words.length === 0) return ['employee'];
  const kinds = words.map((w) => KIND_NAMES.get(w));
  if (kinds.some((k) => k === undefined)) return null;
  return [...new Set(kinds as TEmployeeKind[])];
};

/** Whether a header row is the template's: each column's title in either language (or its code). */
export const isTemplateHeader = (cells: string[]): boolean =>
  EMPLOYEE_IMPORT_COLUMNS.every((col, i) => {
    const got = norm(cells[i] ?? '').replace(/\s*\*$/, '');
    return [col, translate('cn', `employee.columns.${col}`), translate('en', `employee.columns.${col}`)]
      .map(norm)
      .includes(got);
  });

/** Writes a bold, shaded header row and the column widths. */
export const writeHeader = (ws: ExcelJS.Worksheet, titles: string[], widths: number[]): void => {
  ws.columns = titles.map((header, i) => ({ header, width: widths[i] ?? 16 }));
  const row = ws.getRow(1);
  row.font = { bold: true };
  row.alignment = { vertical: 'middle' };
  row.height = 20;
  row.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
};

/** A workbook as the call returns a file. */
export const fileResult = async (wb: ExcelJS.Workbook, FileName: string): Promise<TFileResult> => {
  const buf = await wb.xlsx.writeBuffer();
  return { FileName, ContentType: XLSX_CONTENT_TYPE, Content: Buffer.from(buf).toString('base64') };
};

/** A cell's text as a person typed it: numbers as digits, links and rich text as their text. */
export const cellText = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim();
  return (cell.text ?? '').trim();
};
