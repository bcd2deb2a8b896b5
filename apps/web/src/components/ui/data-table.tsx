import { type ReactNode, useId } from 'react';

/** What a cell renderer gets besides its row. */
export interface DataTableCellContext {
  /** The row's place in this list, from 0. */
  index: number;
  /** The ids of the cells that name the row (the row header, and any column marked `describesRow`): for an action's aria-describedby. */
  describedBy: string;
}

export interface DataTableColumn<Row> {
  /** Unique within the table: the React key and part of the cell's id. */
  id: string;
  /** The column header's text. */
  header: string;
  /** Show the header to screen readers only (a column of buttons that name themselves). */
  headerHidden?: boolean;
  /** A figure: right-aligned tabular numbers on wider screens, left-aligned under the name on phones. */
  numeric?: boolean;
  /** The cell that names the row: rendered as <th scope="row">, and always among the row's `describedBy`. */
  rowHeader?: boolean;
  /** Also name the row in the actions' descriptions (its cell gets an id). */
  describesRow?: boolean;
  /** On phones, where the header row is hidden, the value is shown after this label (e.g. 'Quantity: 45'). */
  phoneLabel?: string;
  /** More classes for the cell: emphasis, and where it sits in the phone layout (max-sm: grid placement). */
  className?: string | ((row: Row) => string);
  cell: (row: Row, context: DataTableCellContext) => ReactNode;
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The number of the first row (#), e.g. 21 on a list's second page of 20. */
  firstRowNumber?: number;
  /** False for rows that carry a number of their own (an order's): the table leaves out its count, and a column shows theirs. */
  numbered?: boolean;
  /** The phone layout's grid: after the row number, by default the row's main column and a narrow one on the right. */
  phoneGridClassName?: string;
}

/** Names a cell's value on phones, where the header row is hidden. */
function PhoneCellLabel({ children }: { children: string }) {
  return <span className="font-normal text-base-content/70 sm:hidden">{children}: </span>;
}

/**
 * A numbered table of rows. On wider screens a table with a header row; on phones each row becomes a small grid
 * card (the header row stays for screen readers only, and labelled figures say what they are), so nothing is wider
 * than the screen. The markup stays a real table at every width.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  firstRowNumber = 1,
  numbered = true,
  phoneGridClassName = 'max-sm:grid-cols-[2rem_1fr_auto] max-sm:items-center',
}: DataTableProps<Row>) {
  const idPrefix = useId();
  const cellId = (index: number, column: DataTableColumn<Row>) => `${idPrefix}-${index}-${column.id}`;
  const naming = columns.filter((column) => column.rowHeader || column.describesRow);
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:block">
        <thead className="max-sm:sr-only">
          <tr>
            {numbered && (
              <th scope="col" className="w-10">
                #
              </th>
            )}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? 'text-right' : undefined}>
                {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {rows.map((row, index) => {
            const context: DataTableCellContext = { index, describedBy: naming.map((column) => cellId(index, column)).join(' ') };
            return (
              <tr
                key={rowKey(row)}
                className={`hover:bg-base-200/60 max-sm:grid max-sm:border-b max-sm:border-base-content/5 max-sm:py-2 max-sm:last:border-b-0 ${phoneGridClassName}`}
              >
                {numbered && <td className="text-base-content/70 tabular-nums max-sm:px-2 max-sm:py-1">{firstRowNumber + index}</td>}
                {columns.map((column) => {
                  const extra = typeof column.className === 'function' ? column.className(row) : (column.className ?? '');
                  const className = [
                    column.rowHeader && 'font-medium',
                    column.numeric && 'text-right tabular-nums max-sm:text-left',
                    'max-sm:px-2',
                    column.phoneLabel ? 'max-sm:py-0.5' : 'max-sm:py-1',
                    extra,
                  ]
                    .filter(Boolean)
                    .join(' ');
                  const id = column.rowHeader || column.describesRow ? cellId(index, column) : undefined;
                  const content = (
                    <>
                      {column.phoneLabel && <PhoneCellLabel>{column.phoneLabel}</PhoneCellLabel>}
                      {column.cell(row, context)}
                    </>
                  );
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" id={id} className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.id} id={id} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface DestructiveActionColumnOptions<Row> {
  id: string;
  /** The column header; the button's label too, unless `label` says otherwise. */
  header: string;
  headerHidden?: boolean;
  label?: string;
  className?: DataTableColumn<Row>['className'];
  /** Rows without the action (the cell stays empty). */
  hidden?: (row: Row) => boolean;
  onClick: (row: Row) => void;
}

/** A column with one outlined button in the error colour per row (Delete, Cancel), described by the cells that name the row. */
export function destructiveActionColumn<Row>({
  header,
  label = header,
  hidden,
  onClick,
  ...column
}: DestructiveActionColumnOptions<Row>): DataTableColumn<Row> {
  return {
    ...column,
    header,
    cell: (row, { describedBy }) =>
      !hidden?.(row) && (
        <DestructiveButton describedBy={describedBy} onClick={() => onClick(row)}>
          {label}
        </DestructiveButton>
      ),
  };
}

/** An outlined button in the error colour (Delete, Cancel), described by the cells that name its row. */
export function DestructiveButton({ describedBy, onClick, children }: { describedBy: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-outline btn-sm btn-error whitespace-nowrap" aria-describedby={describedBy} onClick={onClick}>
      {children}
    </button>
  );
}
