import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Descriptions, Flex, Table, Tooltip, Typography, type TableColumnType, type TableProps } from 'antd';
import { EXPANDER_WIDTH, fitColumns, type TColumnPriority } from './table-fit.ts';

/**
 * A list column: an antd column with a width (none: it takes the room left over) and how much it matters at a narrow
 * width (kit/table-fit.ts); its key is `key`, else its dataIndex. Without a priority a fixed column (the row's number, the actions) is essential and
 * any other secondary. `ellipsis: true` cuts long text to one line and shows it whole in a tooltip.
 */
export type TListColumn<T> = Omit<TableColumnType<T>, 'key' | 'width'> & {
  key?: string;
  width?: number;
  priority?: TColumnPriority;
};

export type TFitTableProps<T> = Omit<TableProps<T>, 'columns' | 'scroll' | 'expandable'> & {
  columns: readonly TListColumn<T>[];
  /** What an unfolded row shows besides the folded columns (e.g. a deal's postings). */
  expanded?: (row: T) => ReactNode;
  /** A test id on the table's box. */
  testId?: string;
};

const DEFAULT_WIDTH = 150;

/** The width of a column of TimeCell. */
export const TIME_WIDTH = 110;

/** A `yyyy-MM-dd HH:mm:ss` time in a narrow column: the day over the time of day. */
export const TimeCell = ({ value }: { value: string | null | undefined }) =>
  value ? (
    <Flex vertical>
      <span>{value.slice(0, 10)}</span>
      <Typography.Text type="secondary">{value.slice(11, 19)}</Typography.Text>
    </Flex>
  ) : null;

const priorityOf = <T,>(c: TListColumn<T>): TColumnPriority => c.priority ?? (c.fixed ? 'essential' : 'secondary');

/** The width a header's text takes in the table header's font (bold), measured once per text and font; 0 unknown. */
const textWidth = (() => {
  const cache = new Map<string, number>();
  let context: CanvasRenderingContext2D | null | undefined;
  return (text: string, font: string): number => {
    const key = `${font}\u0000${text}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    context ??= document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = font;
    const width = Math.ceil(context.measureText(text).width);
    cache.set(key, width);
    return width;
  };
})();

/** Room for a sort or filter button beside a header's title. */
const HEADER_BUTTON = 26;

/**
 * A column's width: the one it asks for, but never less than its title needs (English titles run longer than
 * Chinese ones), so no header is cut off; the padding is antd's for the table's size.
 */
const widthOf = <T,>(c: TListColumn<T>, font: string, padding: number): number => {
  const asked = c.width ?? DEFAULT_WIDTH;
  if (typeof c.title !== 'string' || !font) return asked;
  const buttons = (c.sorter ? HEADER_BUTTON : 0) + (c.filters || c.filterDropdown ? HEADER_BUTTON : 0);
  return Math.max(asked, textWidth(c.title, font) + 2 * padding + buttons + 2);
};
const keyOf = <T,>(c: TListColumn<T>, index: number): string =>
  c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : String(c.dataIndex ?? index));

/** The cell's value as antd passes it to render: the row's field at dataIndex (a name or a path). */
const valueAt = (row: object, dataIndex: TableColumnType<object>['dataIndex']): unknown => {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k as string], row);
};

const cellOf = <T extends object>(c: TListColumn<T>, row: T, index: number): ReactNode => {
  const value = valueAt(row, c.dataIndex as TableColumnType<object>['dataIndex']);
  const out = c.render ? c.render(value, row, index) : value;
  // A render may return cell props ({ children, props }); the details want the content.
  if (out && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out)) {
    return (out as { children: ReactNode }).children;
  }
  return out as ReactNode;
};

/** Long text on one line, whole in a tooltip (antd's "ellipsis with a custom tooltip"). */
const withTooltip = <T extends object>(c: TListColumn<T>): TableColumnType<T> => {
  const { priority: _priority, ...col } = c;
  if (c.ellipsis !== true) return col;
  return {
    ...col,
    ellipsis: { showTitle: false },
    render: (_: unknown, row: T, i: number) => {
      const node = cellOf(c, row, i);
      return typeof node === 'string' || typeof node === 'number' ? (
        <Tooltip placement="topLeft" title={node}>
          <span>{node}</span>
        </Tooltip>
      ) : (
        node
      );
    },
  };
};

const titleText = (title: TableColumnType<object>['title'], key: string | undefined): string =>
  typeof title === 'string' ? title : (key ?? '');

/**
 * The one table of the web app's lists: it measures its box and shows the columns that fit (essential ones always),
 * folding the others into each row's details (the expand button in front of the row), so no column that matters hides
 * behind a horizontal scroll bar (antd's `responsive` follows the window, not the box, and drops columns unseen). The folded columns' titles are in `data-folded` (the browser test reads them).
 */
export const FitTable = <T extends object>({ columns, expanded, testId, ...rest }: TFitTableProps<T>) => {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  const [font, setFont] = useState('');

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const style = getComputedStyle(el);
    setFont(`600 ${style.fontSize} ${style.fontFamily}`);
    const measure = () => setAvailable(Math.floor(el.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const padding = rest.size === 'small' || rest.size === 'middle' ? 8 : 16;
  const keyed = columns.map((c, i) => {
    const fitted = { ...c, key: keyOf(c, i) };
    // A column without a width takes the room left over: it keeps none, however its title measures.
    return c.width === undefined ? fitted : { ...fitted, width: widthOf(c, font, padding) };
  });
  const fit = fitColumns(
    keyed.map((c) => ({ key: c.key, width: widthOf(c, font, padding), priority: priorityOf(c) })),
    available,
    Boolean(expanded),
  );
  // A column without a width takes the room left over (it counts as DEFAULT_WIDTH when fitting).
  const shown = keyed.filter((c) => fit.shown.includes(c.key)).map((c) => withTooltip(c));
  const folded = keyed.filter((c) => fit.folded.includes(c.key));

  const details = (row: T, index: number) => (
    <>
      {folded.length > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={folded.map((c) => ({
            key: c.key,
            label: c.title as ReactNode,
            children: cellOf(c, row, index),
          }))}
        />
      )}
      {expanded?.(row)}
    </>
  );
  const unfolds = folded.length > 0 || Boolean(expanded);

  return (
    <div
      ref={box}
      className="otmc-fit-table"
      style={{ width: '100%', minWidth: 0 }}
      data-testid={testId}
      data-folded={folded.map((c) => titleText(c.title as TableColumnType<object>['title'], c.key)).join('|')}
    >
      <Table<T>
        {...rest}
        columns={shown}
        scroll={{ x: fit.width }}
        expandable={
          unfolds
            ? {
                expandedRowRender: (row, index) => details(row, index),
                columnWidth: EXPANDER_WIDTH,
              }
            : undefined
        }
      />
    </div>
  );
};
