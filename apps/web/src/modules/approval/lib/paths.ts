/** Address of a flow screen, keeping the company a TMC staff member works on (`?CompanyID=`). */
export const flowPath = (path: string, companyId: string, own: string) =>
  companyId && companyId !== own ? `${path}?CompanyID=${encodeURIComponent(companyId)}` : path;
