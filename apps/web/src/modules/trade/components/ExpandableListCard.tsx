import type { ReactNode } from 'react';
import { Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, readPaging } from '../../../kit/list-params.ts';

type TProps<T> = {
  title: ReactNode;
  query: { refetch: () => unknown; isFetching: boolean; isPending: boolean; isPlaceholderData: boolean };
  rows: T[];
  total: number;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  scrollX: number;
  intro?: ReactNode;
  toolbar?: ReactNode;
  /** What an unfolded row shows. */
  expanded: (row: T) => ReactNode;
};

/** The kit's result list (page and size in the address) whose rows unfold, e.g. a deal into its postings. */
export const ExpandableListCard = <T extends object>({
  title,
  query,
  rows,
  total,
  rowKey,
  columns,
  scrollX,
  intro,
  toolbar,
  expanded,
}: TProps<T>) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  return (
    <Card
      title={title}
      extra={
        <Space>
          {toolbar}
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('actions.refresh')}
          </Button>
        </Space>
      }
    >
      {intro}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={query.isPending || (query.isFetching && query.isPlaceholderData)}
        scroll={{ x: scrollX }}
        expandable={{ expandedRowRender: expanded }}
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
