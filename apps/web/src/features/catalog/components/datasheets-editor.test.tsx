import type { Datasheet } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { DatasheetList } from './datasheet-list';
import { DatasheetsEditor } from './datasheets-editor';

const m = messages.datasheets;
const SHEET: Datasheet = { id: '7', title: 'Datasheet rev. C', fileName: 'cooler-rev-c.pdf', bytes: 1_234_567, url: '/api/datasheets/7/cooler-rev-c.pdf' };
const MANUAL: Datasheet = { id: '8', title: 'Mounting guide', fileName: 'mounting.pdf', bytes: 340_000, url: '/api/datasheets/8/mounting.pdf' };
const pdf = (name = 'sheet.pdf', bytes = 2_000, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

const section = () => screen.getByRole('region', { name: m.heading });
const form = () => screen.getByRole('form', { name: m.attach });
const choose = (file: File) => fireEvent.change(within(form()).getByLabelText(m.file), { target: { files: [file] } });
const attachAs = (title: string, file?: File) => {
  fireEvent.change(within(form()).getByLabelText(m.title), { target: { value: title } });
  if (file) choose(file);
  fireEvent.click(within(form()).getByRole('button', { name: m.attach }));
};

/** What the admin's browser sent to POST /api/product/31/datasheets. */
const sentRequest = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input) === '/api/product/31/datasheets')?.[1];

describe('DatasheetList', () => {
  it('lists each datasheet as a download of a PDF with its size', () => {
    renderRoute(<DatasheetList datasheets={[SHEET, MANUAL]} />);
    const link = screen.getByRole('link', { name: 'Datasheet rev. C (PDF, 1.2 MB)' });
    expect(link).toHaveAttribute('href', SHEET.url);
    expect(link).toHaveAttribute('download', 'cooler-rev-c.pdf');
    expect(screen.getByRole('link', { name: 'Mounting guide (PDF, 340 KB)' })).toHaveAttribute('href', MANUAL.url);
    expect(screen.getByRole('heading', { level: 2, name: m.heading })).toBeInTheDocument();
  });

  it('shows nothing for a part without datasheets', () => {
    const { container } = renderRoute(<DatasheetList datasheets={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DatasheetsEditor', () => {
  it('attaches a PDF with its title in one multipart request, toasts and empties the form', async () => {
    const fetchMock = mockFetch({ 'POST /api/product/31/datasheets': () => jsonResponse(SHEET, { status: 201 }) });
    renderRoute(<DatasheetsEditor productId="31" datasheets={[]} />);
    expect(within(section()).getByText(m.none)).toBeInTheDocument();

    const file = pdf('cooler.pdf');
    attachAs('  Datasheet rev. C ', file);

    expect(await screen.findByText(m.attached)).toBeInTheDocument();
    const request = sentRequest(fetchMock);
    // fetch writes multipart/form-data with its boundary itself: a Content-Type set by hand would lack the boundary.
    expect(request?.headers).not.toHaveProperty('Content-Type');
    const sent = request?.body as FormData | undefined;
    expect(sent?.get('title')).toBe('Datasheet rev. C');
    expect(sent?.get('datasheet')).toBeInstanceOf(File);
    expect((sent?.get('datasheet') as File).name).toBe('cooler.pdf');
    await waitFor(() => expect(within(form()).getByLabelText(m.title)).toHaveValue(''));
  });

  it('checks the form before sending: a title, a chosen file, a PDF, at most 10 MB', async () => {
    const fetchMock = mockFetch({});
    renderRoute(<DatasheetsEditor productId="31" datasheets={[]} />);

    attachAs('');
    expect(await within(form()).findByText(m.titleRequired)).toBeInTheDocument();
    expect(within(form()).getByText(m.fileRequired)).toBeInTheDocument();

    attachAs('Sheet', pdf('page.html', 100, 'text/html'));
    expect(await within(form()).findByText(m.notPdf)).toBeInTheDocument();

    attachAs('Sheet', pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(await within(form()).findByText(m.tooLarge(10))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal and keeps what was typed", async () => {
    mockFetch({
      'POST /api/product/31/datasheets': () => jsonResponse({ code: 'UNPROCESSABLE', message: m.activeContent.javaScript }, { status: 422 }),
    });
    renderRoute(<DatasheetsEditor productId="31" datasheets={[]} />);
    attachAs('Scripted', pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(m.activeContent.javaScript);
    expect(within(form()).getByLabelText(m.title)).toHaveValue('Scripted');
  });

  it('lists the datasheets with their sizes and removes one only after confirming', async () => {
    const fetchMock = mockFetch({ 'DELETE /api/datasheets/7': () => jsonResponse({ deletedCount: 1 }) });
    renderRoute(<DatasheetsEditor productId="31" datasheets={[SHEET, MANUAL]} />);
    expect(within(section()).getByRole('link', { name: 'Datasheet rev. C (PDF, 1.2 MB)' })).toBeInTheDocument();

    fireEvent.click(within(section()).getByRole('button', { name: 'Remove Datasheet rev. C' }));
    const dialog = screen.getByRole('dialog', { name: m.removeTitle });
    expect(dialog).toHaveAccessibleDescription(m.removeQuestion('Datasheet rev. C'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(within(section()).getByRole('button', { name: 'Remove Datasheet rev. C' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.remove }));
    expect(await screen.findByText(m.removed)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/datasheets/7', body: undefined }]);
  });

  it('offers no form once the part has the most datasheets it may', () => {
    const full = Array.from({ length: 10 }, (_, index) => ({ ...SHEET, id: String(index + 1), title: `Sheet ${index + 1}` }));
    renderRoute(<DatasheetsEditor productId="31" datasheets={full} />);
    expect(screen.queryByRole('form', { name: m.attach })).not.toBeInTheDocument();
    expect(within(section()).getByText(m.tooMany(10))).toBeInTheDocument();
  });
});
