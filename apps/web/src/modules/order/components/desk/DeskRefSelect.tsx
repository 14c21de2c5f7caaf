import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchResult } from '../../../../app/api.ts';
import { refQueryPrefix } from '../../../../kit/resource/index.ts';
import { DESK_REF_SOURCES, refChoices, type TDeskRefField } from './desk-refs.ts';

// The order header's references in the desk's "order data" dialog (UpdateOrder), picked from the client company's
// own lists (desk-refs.ts) instead of typed ids. The value stays the id, so the payload is the same. TMC staff who
// reach the company read its cost centres and projects (the server's tmcRead); the id the order holds stays choosable
// while a list loads or if it fails.

type TProps = {
  field: TDeskRefField;
  companyId: string;
  /** The id the order holds now. */
  current: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
};

/** The rows of a field's company list (one query per list and company). */
const useDeskRefRows = (field: TDeskRefField, companyId: string) => {
  const source = DESK_REF_SOURCES[field];
  return useQuery({
    queryKey: [...refQueryPrefix(source.call), 'desk', companyId],
    queryFn: async () => {
      // The spec's "all rows": one page as large as the server allows.
      const r = (await fetchResult(
        source.call,
        { PageNo: 1, PageSize: 9999, CompanyID: companyId },
        { failTips: false },
      )) as { Entities?: Record<string, unknown>[] };
      return r.Entities ?? [];
    },
    // A list the caller may not read stays closed for the page's life: no retries, no refetch on focus.
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
};

/** A searchable select of a client company's cost centres, projects or travel purposes. */
export const DeskRefSelect = ({ field, companyId, current, value, onChange }: TProps) => {
  const { t, i18n } = useTranslation();
  const source = DESK_REF_SOURCES[field];
  const rows = useDeskRefRows(field, companyId);
  const testId = `desk-header-${field}`;
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={rows.isLoading}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v ?? '')}
      options={refChoices(rows.data ?? [], source, i18n.language, current)}
      placeholder={t('orderUi.desk.header.choose')}
      status={rows.isError ? 'error' : undefined}
      notFoundContent={
        rows.isLoading
          ? t('orderUi.desk.header.loading')
          : rows.isError
            ? t('orderUi.desk.header.listFailed')
            : t('orderUi.desk.header.noOptions')
      }
      data-testid={testId}
    />
  );
};
