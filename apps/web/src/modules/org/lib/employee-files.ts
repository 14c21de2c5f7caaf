// Files of the employee screen (the base64 conversions and the download are the kit's `files.ts`).

/** The query key prefix of a company's employee list. */
export const employeeListKey = (companyId: string) => ['org', 'employee', 'list', companyId] as const;

/** Whether a chosen file looks like an .xlsx workbook by its name. */
export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());
