import type { CatalogueImportReport } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { CatalogueImportPage } from './catalogue-import-page';

const m = messages.catalogueImport;

const CLEAN: CatalogueImportReport = { rows: 3, creates: 2, updates: 1, unchanged: 0, problems: [], problemCount: 0 };
const WITH_PROBLEMS: CatalogueImportReport = {
  rows: 3,
  creates: 1,
  updates: 0,
  unchanged: 0,
  problems: [
    { row: 1, column: 'colour', message: m.unknownColumn('colour') },
    { row: 3, column: 'price', message: 'Price must be a number, such as 15 or 15.50' },
    { row: 4, column: null, message: m.duplicatePartNumber(2) },
  ],
  problemCount: 3,
};

const csvFile = (name: string, content = 'part_number,price\r\nA-1,5\r\n') => new File([content], name, { type: 'application/vnd.ms-excel' });

/** POST /api/catalogue/import: a dry run answers `dryRun`'s report, an import `imported`; every request is kept. */
function importServer({ dryRun, imported = () => jsonResponse(CLEAN) }: { dryRun: CatalogueImportReport; imported?: () => Response }) {
  const requests: { dryRun: string | null; contentType: string; body: Blob }[] = [];
  const fetchMock = mockFetch({
    'POST /api/catalogue/import': (url, init) => {
      const headers = init?.headers as Record<string, string>;
      requests.push({ dryRun: url.searchParams.get('dryRun'), contentType: headers['Content-Type'] ?? '', body: init?.body as Blob });
      return url.searchParams.get('dryRun') === 'true' ? jsonResponse(dryRun) : imported();
    },
  });
  return { fetchMock, requests };
}

const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob as Blob);
  });
const choose = (file: File) => fireEvent.change(screen.getByLabelText(m.file), { target: { files: [file] } });
const importButton = () => screen.getByRole('button', { name: m.import });

describe('CatalogueImportPage', () => {
  it('offers the export as a download', () => {
    importServer({ dryRun: CLEAN });
    renderRoute(<CatalogueImportPage />);
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: m.download });
    expect(link).toHaveAttribute('href', '/api/catalogue/export.csv');
    expect(link).toHaveAttribute('download');
  });

  it('asks for a file before checking', async () => {
    const { requests } = importServer({ dryRun: CLEAN });
    renderRoute(<CatalogueImportPage />);
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    expect(await screen.findByText(m.fileRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(m.file)).toHaveAccessibleDescription(m.fileRequired);
    expect(requests).toEqual([]);
  });

  it('lists the problems of a checked file by row and column, and does not offer to import it', async () => {
    const { requests } = importServer({ dryRun: WITH_PROBLEMS });
    renderRoute(<CatalogueImportPage />);
    choose(csvFile('parts.csv'));
    expect(importButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: m.check }));

    expect(await screen.findByRole('alert')).toHaveTextContent(m.problemsFound(3, 3));
    const rows = within(screen.getByRole('table', { name: '' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['1', 'colour', m.unknownColumn('colour')],
      ['3', 'price', 'Price must be a number, such as 15 or 15.50'],
      ['4', m.wholeRow, m.duplicatePartNumber(2)],
    ]);
    expect(importButton()).toBeDisabled();
    expect(requests.map((request) => request.dryRun)).toEqual(['true']);
    expect(requests[0]?.contentType).toBe('text/csv');
  });

  it('imports the very file whose check was clean, toasts, and starts over', async () => {
    const { requests } = importServer({ dryRun: CLEAN, imported: () => jsonResponse({ ...CLEAN, creates: 2, updates: 1 }) });
    renderRoute(<CatalogueImportPage />);
    choose(csvFile('parts.csv', 'part_number,name\r\nNEW-1,Fan\r\n'));
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    expect(await screen.findByText(m.checkedClean(2, 1, 0))).toBeInTheDocument();
    expect(importButton()).toBeEnabled();

    fireEvent.click(importButton());
    expect(await screen.findByText(m.imported(2, 1))).toBeInTheDocument();
    expect(requests.map((request) => request.dryRun)).toEqual(['true', 'false']);
    expect(await textOf(requests[1]?.body)).toBe('part_number,name\r\nNEW-1,Fan\r\n');
    await waitFor(() => expect(importButton()).toBeDisabled());
    expect(screen.queryByText(m.checkedClean(2, 1, 0))).not.toBeInTheDocument();
  });

  it('asks for a new check when another file is chosen after a clean one', async () => {
    importServer({ dryRun: CLEAN });
    renderRoute(<CatalogueImportPage />);
    choose(csvFile('first.csv'));
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    await screen.findByText(m.checkedClean(2, 1, 0));

    choose(csvFile('second.csv'));
    expect(importButton()).toBeDisabled();
    expect(screen.getByText(m.checkFirst)).toBeInTheDocument();
  });

  it('shows why an import was refused, and asks for a new check', async () => {
    importServer({
      dryRun: CLEAN,
      imported: () => jsonResponse({ code: 'UNPROCESSABLE', message: m.refused(1), ...WITH_PROBLEMS, problemCount: 1 }, { status: 422 }),
    });
    renderRoute(<CatalogueImportPage />);
    choose(csvFile('parts.csv'));
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    await screen.findByText(m.checkedClean(2, 1, 0));
    fireEvent.click(importButton());

    expect(await screen.findByText(m.refused(1))).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeDisabled());
    expect(screen.getByText(m.checkFirst)).toBeInTheDocument();
  });

  it("shows the server's reason when a check is refused", async () => {
    mockFetch({ 'POST /api/catalogue/import': () => jsonResponse({ code: 'CONFLICT', message: m.running }, { status: 409 }) });
    renderRoute(<CatalogueImportPage />);
    choose(csvFile('parts.csv'));
    fireEvent.click(screen.getByRole('button', { name: m.check }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.running);
    expect(importButton()).toBeDisabled();
  });
});
