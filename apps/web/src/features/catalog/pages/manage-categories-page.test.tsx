import { type Category, categoryInputSchema, specificationInputSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COOLING, CPU_COOLERS, makeCategory } from '@/testing/categories';
import { jsonResponse, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { ManageCategoriesPage } from './manage-categories-page';

const m = messages.categories;

/** GET /api/categories over `initial`; the writes answer as the server does, or `refuse` answers instead. */
function categoriesServer(initial: Category[] = CATEGORIES, refuse?: (method: string, path: string) => Response | undefined) {
  let categories = [...initial];
  const write = (method: string, answer: (url: URL, body: unknown) => unknown) => (url: URL, init: RequestInit | undefined) => {
    const refusal = refuse?.(method, url.pathname);
    if (refusal) return refusal;
    return jsonResponse(answer(url, init?.body ? JSON.parse(String(init.body)) : undefined), { status: method === 'POST' ? 201 : 200 });
  };
  return mockFetch({
    'GET /api/categories': () => jsonResponse(categories),
    'POST /api/categories': write('POST', (_url, body) => {
      const added = makeCategory({ ...categoryInputSchema.parse(body), id: '9', partCount: 0 });
      categories = [...categories, added];
      return added;
    }),
    'PATCH /api/categories/2': write('PATCH', () => CPU_COOLERS),
    'DELETE /api/categories/1': write('DELETE', () => ({ deletedCount: 1 })),
    'POST /api/categories/2/specifications': write('POST', (_url, body) => ({ ...specificationInputSchema.parse(body), id: '9', categoryId: '2' })),
    'PATCH /api/specifications/2': write('PATCH', () => CPU_COOLERS.specifications[0]),
    'DELETE /api/specifications/3': write('DELETE', () => ({ deletedCount: 1 })),
  });
}

const renderPage = () => renderRoute(<ManageCategoriesPage />, { path: '/dashboard/categories', url: '/dashboard/categories' });
const categoryCard = (name: string) => screen.getByRole('article', { name });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const fillIn = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('ManageCategoriesPage', () => {
  it('shows the tree, each category below its parent, with its address, part count and specifications', async () => {
    categoriesServer();
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Cooling' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Categories');
    // CPU coolers sits in Cooling's list item, Storage beside Cooling at the top.
    const coolingItem = categoryCard('Cooling').closest('li') as HTMLElement;
    expect(within(coolingItem).getByRole('article', { name: 'CPU coolers' })).toBeInTheDocument();
    expect(within(coolingItem).queryByRole('article', { name: 'Storage' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Cooling', 'CPU coolers', 'Storage']);

    expect(categoryCard('CPU coolers')).toHaveTextContent('/category/cpu-coolers · 2 parts');
    expect(categoryCard('CPU coolers')).toHaveTextContent('Air and liquid coolers for processors.');
    const specifications = within(categoryCard('CPU coolers')).getByRole('list', { name: 'Specifications of CPU coolers' });
    expect(
      within(specifications)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Socket socketChoice from a list: AM5, LGA1700/), expect.stringMatching(/^Fan size fan_sizeNumber \(mm\)/)]);
    expect(within(categoryCard('Storage')).getByRole('list', { name: 'Specifications of Storage' })).toHaveTextContent('Interface interfaceText');
  });

  it('says so when there are no categories yet', async () => {
    categoriesServer([]);
    renderPage();

    expect(await screen.findByText(m.none)).toBeInTheDocument();
  });

  it('adds a category: the address name follows the name until typed, checked with the contract, then toasts and closes', async () => {
    const fetchMock = categoriesServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const form = dialog('Add a category');
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(messages.validation.nameRequired)).toBeInTheDocument();

    fillIn(form, 'Name', 'Case Fans 120 mm');
    expect(within(form).getByLabelText('Address name')).toHaveValue('case-fans-120-mm');
    fillIn(form, 'Address name', 'Case fans');
    fillIn(form, 'Name', 'Case fans');
    expect(within(form).getByLabelText('Address name')).toHaveValue('Case fans');
    expect(
      within(within(form).getByLabelText('Parent category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: a top-level category', 'Cooling', '\u00a0\u00a0\u00a0CPU coolers', 'Storage']);
    fillIn(form, 'Parent category', '1');
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(/^Address name: lower-case letters/)).toBeInTheDocument();

    fillIn(form, 'Address name', 'case-fans');
    fillIn(form, 'Position', '2');
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText(m.added)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/categories', body: { name: 'Case fans', slug: 'case-fans', description: '', parentId: '1', position: 2 } },
    ]);
    expect(await screen.findByRole('article', { name: 'Case fans' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a category from its values, keeps its address name, and offers no parent below itself', async () => {
    const fetchMock = categoriesServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(within(categoryCard('CPU coolers')).getByRole('button', { name: 'Edit', description: 'CPU coolers' }));
    const form = dialog('Edit CPU coolers');
    expect(within(form).getByLabelText('Parent category')).toHaveValue('1');
    expect(
      within(within(form).getByLabelText('Parent category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: a top-level category', 'Cooling', 'Storage']);
    fillIn(form, 'Name', 'Processor coolers');
    expect(within(form).getByLabelText('Address name')).toHaveValue('cpu-coolers');
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'PATCH',
        url: '/api/categories/2',
        body: { name: 'Processor coolers', slug: 'cpu-coolers', description: 'Air and liquid coolers for processors.', parentId: '1', position: 0 },
      },
    ]);
  });

  it("deletes a category only after a warning, and shows the server's reason when it refuses", async () => {
    const refusal = 'Cooling holds parts or has categories below it: move them first.';
    const fetchMock = categoriesServer(CATEGORIES, (method) =>
      method === 'DELETE' ? jsonResponse({ code: 'CONFLICT', message: refusal }, { status: 409 }) : undefined,
    );
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(within(categoryCard('Cooling')).getByRole('button', { name: 'Delete', description: 'Cooling' }));
    const question = dialog('Delete this category?');
    expect(question).toHaveAccessibleDescription(/Cooling and its specifications will be deleted permanently.*cannot be undone/);
    expect(writeRequests(fetchMock)).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/categories/1', body: undefined }]);
    expect(categoryCard('Cooling')).toBeInTheDocument();
  });

  it('adds a choice specification: key from the name, choices one per line, no unit', async () => {
    const fetchMock = categoriesServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(within(categoryCard('CPU coolers')).getByRole('button', { name: 'Add a specification', description: 'CPU coolers' }));
    const form = dialog('Add a specification to CPU coolers');
    fillIn(form, 'Unit (optional)', 'mm');
    fillIn(form, 'Name', 'Form factor');
    expect(within(form).getByLabelText('Key')).toHaveValue('form_factor');
    fillIn(form, 'Kind', 'choice');
    expect(within(form).queryByLabelText('Unit (optional)')).not.toBeInTheDocument();
    fillIn(form, 'Choices, one per line', 'Tower\n');
    fireEvent.click(within(form).getByRole('button', { name: 'Add specification' }));
    expect(await within(form).findByText('A choice needs at least 2 choices')).toBeInTheDocument();

    fillIn(form, 'Choices, one per line', 'Tower\n\n  Low profile \n');
    fireEvent.click(within(form).getByRole('button', { name: 'Add specification' }));

    expect(await screen.findByText(m.specificationAdded)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/categories/2/specifications',
        body: { key: 'form_factor', name: 'Form factor', kind: 'choice', unit: null, choices: ['Tower', 'Low profile'], position: 0 },
      },
    ]);
  });

  it('edits a specification without its key and kind, sending only what its kind has', async () => {
    const fetchMock = categoriesServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(within(categoryCard('CPU coolers')).getByRole('button', { name: 'Edit', description: 'Socket' }));
    const form = dialog('Edit Socket');
    expect(form).toHaveAccessibleDescription(/Key socket, choice from a list: neither changes/);
    expect(within(form).queryByLabelText('Key')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Kind')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Choices, one per line')).toHaveValue('AM5\nLGA1700');
    fillIn(form, 'Choices, one per line', 'AM5\nLGA1700\nLGA1851');
    fireEvent.click(within(form).getByRole('button', { name: 'Save specification' }));

    expect(await screen.findByText(m.specificationSaved)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/specifications/2', body: { name: 'Socket', position: 0, choices: ['AM5', 'LGA1700', 'LGA1851'] } },
    ]);
  });

  it('deletes a specification after warning that the parts lose their value of it', async () => {
    const fetchMock = categoriesServer();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Cooling' });

    fireEvent.click(within(categoryCard('CPU coolers')).getByRole('button', { name: 'Delete', description: 'Fan size' }));
    const question = dialog('Delete this specification?');
    expect(question).toHaveAccessibleDescription(/every part in it, and in the categories below it, loses its value of Fan size/);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(m.specificationDeleted)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/specifications/3', body: undefined }]);
  });

  it('adds a category below another with that parent chosen', async () => {
    categoriesServer([COOLING]);
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Add a category below', description: 'Cooling' }));
    expect(within(dialog('Add a category')).getByLabelText('Parent category')).toHaveValue('1');
  });
});
