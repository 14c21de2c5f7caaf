import type { ReactNode } from 'react';
import { Button, Card, Space, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FitTable, type TListColumn } from './FitTable.tsx';
import { PAGE_SIZES, readPaging } from './list-params.ts';

type TListQuery = {
  refetch: () => unknown;
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
};

type TProps<T> = {
  title: ReactNode;
  query: TListQuery;
  rows: T[];
  total: number;
  rowKey: keyof T & string;
  /** The columns, each with its width and priority: what does not fit the card folds into the row's details. */
  columns: readonly TListColumn<T>[];
  /** A line above the table. */
  intro?: ReactNode;
  /** Buttons before the refresh button (e.g. Add). */
  toolbar?: ReactNode;
  /** The table's change event (sorting; paging is handled here). */
  onTableChange?: TableProps<T>['onChange'];
  /** What an unfolded row shows (rows unfold only when given), e.g. a deal's postings. */
  expanded?: (row: T) => ReactNode;
};

/**
 * A back-office result list: a card with a refresh button and a table whose page and page size live in
 * the address (kit/list-params.ts), so "back" from a detail page returns to the same rows. The table fits the card
 * (kit/FitTable.tsx).
 */
export const ListCard = <T extends object>({
  title,
  query,
  rows,
  total,
  rowKey,
  columns,
  intro,
  toolbar,
  onTableChange,
  expanded,
}: TProps<T>) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const refresh = (
    <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
      {t('actions.refresh')}
    </Button>
  );
  return (
    <Card
      title={title}
      extra={
        toolbar ? (
          <Space>
            {toolbar}
            {refresh}
          </Space>
        ) : (
          refresh
        )
      }
    >
      {intro}
      <FitTable<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
        onChange={onTableChange}
        expanded={expanded}
        pagination={{
          current: paging.PageNo,
          pageSize: paging.PageSize,
          total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (n) => t('messages.total', { total: n }),
          onChange: (PageNo, PageSize) =>
            setParams((p) => {
              const next = new URLSearchParams(p);
              next.set('PageNo', String(PageSize === paging.PageSize ? PageNo : 1));
              next.set('PageSize', String(PageSize));
              return next;
            }),
        }}
      />
    </Card>
  );
};
