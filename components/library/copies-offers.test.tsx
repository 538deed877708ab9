// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import type { LibraryCopy, LibraryOffer } from '../../lib/contract/library';
import { EMPTY_LIBRARY_SELECTION, librarySelectionItem } from '../../lib/extension/library-storage';
import { LibraryView } from './library-view';

// The Copies and Offers tabs of the library (docs/library.md#side-panel-componentslibrary) against an in-memory API:
// search, New, the editor's fields (a copy's variations), Save, the server's refusal at its field, Edit, Delete, and
// picking (copies ticked, one offer chosen, No offer).

const now = '2026-11-21T12:00:00.000Z';

function fakeApi() {
  const copies: LibraryCopy[] = [];
  const offers: LibraryOffer[] = [];
  const requests: ApiRequest[] = [];
  // As the API answers: the page asked for of the items whose name matches, and how many match.
  const list = <T extends { name: string }>(all: T[], query: Record<string, string> = {}) => {
    const matching = all.filter((x) => x.name.toLowerCase().includes((query.search ?? '').toLowerCase()));
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 60);
    return { success: true, data: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
  };
  const refused = (field: string, error: string) => ({ status: 400, body: { success: false, error, fields: { [field]: [error] } } });
  const transport: Transport = async (req) => {
    requests.push(req);
    const { method, path, query } = req;
    const body = req.body as Record<string, unknown>;
    const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
    if (method === 'GET' && path === '/library/copies') return { status: 200, body: list(copies, query) };
    if (method === 'GET' && path === '/library/offers') return { status: 200, body: list(offers, query) };
    if (method === 'POST' && path === '/library/copies') {
      if (body.name === '') return refused('name', 'Please enter a name.');
      const made = { ...(body as Omit<LibraryCopy, 'id'>), id: `c${copies.length + 1}`, createdAt: now, updatedAt: now };
      copies.unshift(made);
      return ok(made);
    }
    if (method === 'POST' && path === '/library/offers') {
      if (!String(body.url).startsWith('https://')) return refused('url', 'Please enter a valid URL.');
      if (body.trackingUtm === 'x') return refused('trackingUtm', 'Tracking parameters look like utm_source=….');
      const made = { ...(body as Omit<LibraryOffer, 'id'>), id: `o${offers.length + 1}`, createdAt: now, updatedAt: now };
      offers.push(made);
      return ok(made);
    }
    const one = /^\/library\/(copies|offers)\/(\w+)$/.exec(path);
    if (one) {
      const all: Array<{ id: string }> = one[1] === 'copies' ? copies : offers;
      const at = all.findIndex((x) => x.id === one[2]);
      if (method === 'GET') return at < 0 ? { status: 404, body: { success: false, error: 'Offer not found' } } : ok(all[at]);
      if (method === 'PUT') return ok(Object.assign(all[at]!, body));
      if (method === 'DELETE') return ok(all.splice(at, 1)[0]);
    }
    // The other tabs' lists: empty.
    if (method === 'GET') return { status: 200, body: { success: true, data: [], page: 1, pageSize: 100, total: 0, isValid: true, error: null } };
    return { status: 404, body: { success: false, error: `No fake for ${method} ${path}` } };
  };
  return { transport, requests, copies, offers };
}

function show(transport: Transport) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <LibraryView accountId="act_101" transport={transport} onLaunch={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (form: HTMLElement, label: string, text: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value: text } });
const sent = (requests: ApiRequest[], method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

describe('the library: copies and offers', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // happy-dom has no document.fonts, which Mantine's autosizing textarea listens to.
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  });
  afterEach(cleanup);

  it('writes a copy with a variation, refuses a nameless one at its field, edits, picks and deletes it', async () => {
    const api = fakeApi();
    show(api.transport);
    fireEvent.click(await screen.findByRole('tab', { name: 'Copies' }));
    expect(await screen.findByText('No copies yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New copy' }));
    const editor = screen.getByRole('form', { name: 'Copy editor' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save copy' }));
    expect(await within(editor).findByText('Please enter a name.')).toBeTruthy();
    // The message is at the field, not again below it.
    expect(within(editor).queryByRole('alert')).toBeNull();

    type(editor, 'Name', 'Summer');
    type(editor, 'Primary text', 'Fresh bread, every morning.');
    type(editor, 'Headline', 'Bake it yours');
    type(editor, 'Description', 'Since 1962');
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a variation' }));
    type(editor, 'Primary text of variation 2', 'Warm rolls at seven.');
    type(editor, 'Headline of variation 2', 'Rolls');
    type(editor, 'Description of variation 2', 'Daily');
    // At most 4 variations: the platform takes 5 texts of each kind.
    for (let i = 0; i < 3; i++) fireEvent.click(within(editor).getByRole('button', { name: 'Add a variation' }));
    expect(within(editor).queryByRole('button', { name: 'Add a variation' })).toBeNull();
    for (const n of [5, 4, 3]) fireEvent.click(within(editor).getByRole('button', { name: `Remove variation ${n}` }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save copy' }));

    const row = await screen.findByRole('checkbox', { name: /Summer/ });
    expect(screen.queryByRole('form', { name: 'Copy editor' })).toBeNull();
    expect(sent(api.requests, 'POST', '/library/copies').at(-1)).toEqual({
      name: 'Summer',
      primaryText: 'Fresh bread, every morning.',
      headline: 'Bake it yours',
      description: 'Since 1962',
      callToAction: 'LEARN_MORE',
      variations: [{ primaryText: 'Warm rolls at seven.', headline: 'Rolls', description: 'Daily' }],
    });
    expect(screen.getByText('Bake it yours · 2 variations')).toBeTruthy();

    fireEvent.click(row);
    await waitFor(async () => expect((await librarySelectionItem.getValue()).copyIds).toEqual(['c1']));
    expect(screen.getByRole('tab', { name: 'Copies (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: 'Copy editor' });
    expect((within(edit).getByLabelText('Headline') as HTMLInputElement).value).toBe('Bake it yours');
    type(edit, 'Headline', 'Bake it ours');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save copy' }));
    expect(await screen.findByText('Bake it ours · 2 variations')).toBeTruthy();
    expect(sent(api.requests, 'PUT', '/library/copies/c1')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Copy editor' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No copies yet.')).toBeTruthy();
    expect(api.copies).toEqual([]);
  });

  it('lists 200 copies at a time: Show more reads the next page until all that match are shown, a search starts again', async () => {
    const api = fakeApi();
    for (let i = 1; i <= 201; i++)
      api.copies.push({
        id: `c${i}`,
        name: `Copy ${i}`,
        primaryText: 'Text',
        headline: `Headline ${i}`,
        description: '',
        callToAction: 'LEARN_MORE',
        variations: [],
        createdAt: now,
        updatedAt: now,
      });
    show(api.transport);
    fireEvent.click(await screen.findByRole('tab', { name: 'Copies' }));
    expect(await screen.findByText('200 of 201 copies')).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /^Copy \d+/ })).toHaveLength(200);
    expect(screen.queryByRole('checkbox', { name: /^Copy 201 / })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more copies' }));
    expect(await screen.findByRole('checkbox', { name: /^Copy 201 / })).toBeTruthy();
    expect(screen.getAllByRole('checkbox', { name: /^Copy \d+/ })).toHaveLength(201);
    expect(screen.queryByRole('button', { name: 'Show more copies' })).toBeNull();
    expect(api.requests.filter((r) => r.path === '/library/copies').map((r) => [r.query?.page, r.query?.pageSize])).toEqual([
      ['1', '200'],
      ['2', '200'],
    ]);

    // "Copy 20" matches copies 20, 200 and 201: the list starts again from the first page of those.
    fireEvent.change(screen.getByLabelText('Search copies'), { target: { value: 'Copy 20' } });
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Copy \d+/ })).toHaveLength(3));
    expect(api.requests.filter((r) => r.path === '/library/copies').at(-1)?.query).toMatchObject({ search: 'Copy 20', page: '1' });
  });

  it('names the offer picked past the first page of 200 in the footer, read by its id', async () => {
    const api = fakeApi();
    for (let i = 1; i <= 201; i++)
      api.offers.push({
        id: `o${i}`,
        name: `Offer ${i}`,
        url: `https://shop.example.com/${i}`,
        displayLink: '',
        trackingUtm: '',
        createdAt: now,
        updatedAt: now,
      });
    await librarySelectionItem.setValue({ ...EMPTY_LIBRARY_SELECTION, offerId: 'o201' });
    show(api.transport);
    expect(await screen.findByText(/· Offer 201$/)).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/library/offers')).map((r) => r.path)).toEqual([
      '/library/offers',
      '/library/offers/o201',
    ]);
  });

  it('writes offers, shows a refusal at its field or under the form, picks one and then none', async () => {
    const api = fakeApi();
    show(api.transport);
    fireEvent.click(await screen.findByRole('tab', { name: 'Offers' }));
    expect(await screen.findByText('No offers yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    let editor = screen.getByRole('form', { name: 'Offer editor' });
    type(editor, 'Name', 'Bread box');
    type(editor, 'URL', 'bakery.example.com');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save offer' }));
    expect(await within(editor).findByText('Please enter a valid URL.')).toBeTruthy();
    expect(within(editor).queryByRole('alert')).toBeNull();

    // A refusal of a field without its own message here shows under the form.
    type(editor, 'URL', 'https://bakery.example.com');
    type(editor, 'Tracking UTM', 'x');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save offer' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('Tracking parameters look like utm_source=….');

    type(editor, 'Display link', 'bakery.example.com');
    type(editor, 'Tracking UTM', 'utm_source=fb');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save offer' }));
    await screen.findByRole('radio', { name: /Bread box/ });
    expect(sent(api.requests, 'POST', '/library/offers').at(-1)).toEqual({
      name: 'Bread box',
      url: 'https://bakery.example.com',
      displayLink: 'bakery.example.com',
      trackingUtm: 'utm_source=fb',
    });

    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    editor = screen.getByRole('form', { name: 'Offer editor' });
    type(editor, 'Name', 'Cake club');
    type(editor, 'URL', 'https://cakes.example.com');
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Offer editor' })).toBeNull();
    expect(api.offers.map((o) => o.name)).toEqual(['Bread box']);

    fireEvent.click(screen.getByRole('radio', { name: /Bread box/ }));
    await waitFor(async () => expect((await librarySelectionItem.getValue()).offerId).toBe('o1'));
    fireEvent.click(screen.getByRole('button', { name: 'No offer' }));
    await waitFor(async () => expect((await librarySelectionItem.getValue()).offerId).toBeNull());
    expect(screen.queryByRole('button', { name: 'No offer' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search offers'), { target: { value: 'cake' } });
    expect(await screen.findByText('No offers yet.')).toBeTruthy();
  });
});
