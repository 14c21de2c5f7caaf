import { Form, Input } from 'antd';
import { DateRangeInput } from '../../../kit/DateRangeInput.tsx';
import dayjs, { type Dayjs } from 'dayjs';

// The filters the train order list and the amend list share (the server's `listFilters`): a date range of creation,
// a traveller's name and a batch of numbers separated by spaces, line breaks or commas. The address keeps them as
// CreateTime, CreateTimeEnd (yyyy-MM-dd), Traveller and UniqueIDs; the form as Dates, Traveller and UniqueIDs.

const DAY = 'YYYY-MM-DD';

export type TListFilterForm = { Dates?: [Dayjs | null, Dayjs | null] | null; Traveller?: string; UniqueIDs?: string };
export type TListFilterValues = {
  CreateTime?: string | undefined;
  CreateTimeEnd?: string | undefined;
  Traveller?: string | undefined;
  UniqueIDs?: string | undefined;
};

/** The form's values of the address's filters. */
export const listFilterForm = (f: TListFilterValues): TListFilterForm => ({
  Dates: f.CreateTime ? [dayjs(f.CreateTime), f.CreateTimeEnd ? dayjs(f.CreateTimeEnd) : null] : null,
  Traveller: f.Traveller,
  UniqueIDs: f.UniqueIDs,
});

/** The address's filters of the form's values. */
export const listFilterValues = (v: TListFilterForm): TListFilterValues => ({
  CreateTime: v.Dates?.[0]?.format(DAY),
  CreateTimeEnd: v.Dates?.[1]?.format(DAY),
  Traveller: v.Traveller,
  UniqueIDs: v.UniqueIDs,
});

/** The three fields, inside a list's search form; labels are the list's own (booked or requested, …). */
export const ListFilterFields = ({
  labels,
  testIdPrefix,
}: {
  labels: { dates: string; traveller: string; uniqueIds: string; uniqueIdsHint: string };
  testIdPrefix: string;
}) => (
  <>
    <Form.Item name="Dates" label={labels.dates}>
      <DateRangeInput label={labels.dates} allowEmpty={[true, true]} data-testid={`${testIdPrefix}-dates`} />
    </Form.Item>
    <Form.Item name="Traveller" label={labels.traveller}>
      <Input allowClear maxLength={30} style={{ width: 160 }} data-testid={`${testIdPrefix}-traveller`} />
    </Form.Item>
    <Form.Item name="UniqueIDs" label={labels.uniqueIds}>
      <Input.TextArea
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={2000}
        placeholder={labels.uniqueIdsHint}
        style={{ width: 260 }}
        data-testid={`${testIdPrefix}-unique-ids`}
      />
    </Form.Item>
  </>
);
