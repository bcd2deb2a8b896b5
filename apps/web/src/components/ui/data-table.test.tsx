import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type DataTableColumn, DataTable, destructiveActionColumn } from './data-table';

interface Part {
  id: string;
  name: string;
  maker: string;
  pieces: number;
}

const parts: Part[] = [
  { id: 'a', name: 'Keys', maker: 'Acme', pieces: 500 },
  { id: 'b', name: 'Cooler', maker: 'Brr', pieces: 30 },
];

const removed: string[] = [];
const columns: DataTableColumn<Part>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (part) => part.name },
  { id: 'maker', header: 'Maker', describesRow: true, cell: (part) => part.maker },
  { id: 'pieces', header: 'Pieces', numeric: true, phoneLabel: 'Pieces', className: 'font-semibold', cell: (part) => part.pieces },
  destructiveActionColumn({
    id: 'remove',
    header: 'Remove',
    headerHidden: true,
    hidden: (part) => part.pieces < 100,
    onClick: (part) => removed.push(part.id),
  }),
];

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('DataTable', () => {
  it('renders a numbered table with a header row and a row header per row', () => {
    render(<DataTable columns={columns} rows={parts} rowKey={(part) => part.id} firstRowNumber={21} />);
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['#', 'Name', 'Maker', 'Pieces', 'Remove']);
    expect(within(table).getByRole('columnheader', { name: 'Remove' }).firstElementChild).toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Keys', 'Cooler']);
    const cooler = screen.getByRole('rowheader', { name: 'Cooler' }).closest('tr') as HTMLElement;
    expect(within(cooler).getAllByRole('cell')[0]).toHaveTextContent('22');
  });

  it('leaves the count out for rows that carry a number of their own', () => {
    const numbered: DataTableColumn<Part> = { id: 'id', header: '#', cell: (part) => `#${part.id}` };
    render(<DataTable columns={[numbered, ...columns]} rows={parts} rowKey={(part) => part.id} numbered={false} />);
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['#', 'Name', 'Maker', 'Pieces', 'Remove']);
    const cooler = screen.getByRole('rowheader', { name: 'Cooler' }).closest('tr') as HTMLElement;
    expect(
      within(cooler)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['#b', 'Brr', 'Pieces: 30', '']);
  });

  it('labels figures for phones and right-aligns them on wider screens', () => {
    render(<DataTable columns={columns} rows={parts} rowKey={(part) => part.id} />);
    const keys = screen.getByRole('rowheader', { name: 'Keys' }).closest('tr') as HTMLElement;
    const pieces = within(keys).getByText('Pieces:').closest('td');
    expect(pieces).toHaveTextContent('Pieces: 500');
    expect(pieces).toHaveClass('text-right', 'max-sm:text-left', 'font-semibold');
  });

  it("describes a row's actions by the cells that name it, and leaves them out where they do not apply", () => {
    render(<DataTable columns={columns} rows={parts} rowKey={(part) => part.id} />);
    const keys = screen.getByRole('rowheader', { name: 'Keys' }).closest('tr') as HTMLElement;
    const remove = within(keys).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAccessibleDescription('Keys Acme');
    fireEvent.click(remove);
    expect(removed).toEqual(['a']);
    const cooler = screen.getByRole('rowheader', { name: 'Cooler' }).closest('tr') as HTMLElement;
    expect(within(cooler).queryByRole('button')).not.toBeInTheDocument();
  });
});
