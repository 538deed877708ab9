// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiRequest, Transport } from '../../lib/api-client/client';
import type { LibraryCopy, LibraryCreative, LibraryOffer } from '../../lib/contract/library';
import { librarySelectionItem } from '../../lib/extension/library-storage';
import { LibraryView } from './library-view';
import type { LibrarySelection } from './selection';

// The Library view against an in-memory API: a windowed grid of 500 creatives loaded by pages, click and
// shift-click, copies and offers, "Launch N ads", the selection kept in extension storage, and uploads with a
// progress bar each and a retry.

const now = '2026-11-21T12:00:00.000Z';
const creative = (i: number): LibraryCreative => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Creative ${i}`,
  type: i % 5 === 0 ? 'video' : 'image',
  mimeType: i % 5 === 0 ? 'video/mp4' : 'image/png',
  sizeBytes: 1000 + i,
  width: 100,
  height: 100,
  folderId: null,
  thumbnailUrl: i % 5 === 0 ? null : `http://api.test/library/files/${i}/thumbnail`,
  fileUrl: `http://api.test/library/files/${i}/original`,
  accounts: [],
  createdAt: now,
});
const copy = (id: string, name: string): LibraryCopy => ({
  id,
  name,
  primaryText: 'Text',
  headline: `${name} headline`,
  description: '',
  callToAction: 'SHOP_NOW',
  variations: [],
  createdAt: now,
  updatedAt: now,
});
const offer: LibraryOffer = {
  id: 'o1',
  name: 'Bread box',
  url: 'https://bakery.example.com',
  displayLink: 'bakery.example.com',
  trackingUtm: 'utm_source=fb',
  createdAt: now,
  updatedAt: now,
};

function fakeApi(count: number, usage = { usedBytes: 0, uploadingBytes: 0, quotaBytes: 5 * 1024 ** 3 }) {
  const creatives = Array.from({ length: count }, (_, i) => creative(i));
  const uploads = new Map<string, { name: string; size: number; received: number; failOnce: boolean }>();
  const started = new Set<string>();
  const requests: ApiRequest[] = [];
  const page = <T,>(all: T[], query: Record<string, string> = {}) => {
    const size = Number(query.pageSize ?? 60);
    const n = Number(query.page ?? 1);
    return { success: true, data: all.slice((n - 1) * size, n * size), page: n, pageSize: size, total: all.length };
  };
  const transport: Transport = async (req) => {
    requests.push(req);
    const ok = (body: unknown) => ({ status: 200, body });
    const { method, path, query } = req;
    if (method === 'GET' && path === '/library/creatives') {
      const search = query?.search?.toLowerCase();
      return ok(
        page(
          creatives.filter((c) => !search || c.name.toLowerCase().includes(search)),
          query,
        ),
      );
    }
    if (method === 'GET' && path === '/library/folders') return ok(page([{ id: 'f1', name: 'Spring', creativeCount: 0, createdAt: now, updatedAt: now }]));
    const edit = /^\/library\/creatives\/([\w-]+)$/.exec(path);
    if (method === 'PUT' && edit) {
      const found = creatives.find((c) => c.id === edit[1])!;
      found.folderId = (req.body as { folderId: string | null }).folderId;
      return ok({ success: true, data: found });
    }
    if (method === 'GET' && path === '/library/copies') return ok(page([copy('c1', 'Summer'), copy('c2', 'Winter')]));
    if (method === 'GET' && path === '/library/offers') return ok(page([offer]));
    if (method === 'GET' && path === '/library/account-media') return ok({ success: true, data: [], isValid: true, error: null });
    if (method === 'GET' && path === '/library/account-videos') return ok({ success: true, data: [], isValid: true, error: null });
    if (method === 'GET' && path === '/library/usage') return ok({ success: true, data: usage });
    if (method === 'POST' && path === '/library/uploads') {
      const body = req.body as { name: string; size: number };
      if (usage.usedBytes + body.size > usage.quotaBytes) {
        const error = 'Not enough storage left: 1.2 GB of 1.2 GB used. Delete creatives you no longer use, then upload this file again.';
        return { status: 400, body: { success: false, error, fields: { file: [error] } } };
      }
      const id = `u${uploads.size + 1}`;
      // The first upload of a "flaky" file fails at its second chunk; its retry goes through.
      const failOnce = body.name.startsWith('flaky') && !started.has(body.name);
      started.add(body.name);
      uploads.set(id, { name: body.name, size: body.size, received: 0, failOnce });
      return ok({ success: true, data: { uploadId: id, chunkSize: 4, received: 0 } });
    }
    const chunk = /^\/library\/uploads\/(\w+)$/.exec(path);
    if (method === 'PUT' && chunk) {
      const upload = uploads.get(chunk[1]!)!;
      if (upload.failOnce && upload.received >= 4) {
        upload.failOnce = false;
        return { status: 400, body: { success: false, error: 'Expected the chunk at offset 0.', fields: { offset: ['x'] } } };
      }
      const { offset, data } = req.body as { offset: number; data: string };
      upload.received = offset + atob(data).length;
      return ok({ success: true, data: { received: upload.received, size: upload.size } });
    }
    const finish = /^\/library\/uploads\/(\w+)\/finish$/.exec(path);
    if (method === 'POST' && finish) {
      const upload = uploads.get(finish[1]!)!;
      const made = { ...creative(10_000 + creatives.length), name: upload.name, sizeBytes: upload.size };
      creatives.unshift(made);
      usage.usedBytes += upload.size;
      return ok({ success: true, data: made });
    }
    if (method === 'DELETE' && chunk) return ok({ success: uploads.delete(chunk[1]!) });
    return { status: 404, body: { success: false, error: `No fake for ${method} ${path}` } };
  };
  return { transport, requests, creatives };
}

/** Waits for `done`, letting the uploads' promises and React's updates run in between (RTL's waitFor starves them here). */
async function until(done: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${done.toString()}`);
    await act(async () => new Promise((r) => setTimeout(r, 25)));
  }
}

/** A tile by its creative's name (its accessible name goes on with type and size). */
const namePattern = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
const tile = (name: string) => screen.getByRole('option', { name: namePattern(name) });
const findTile = (name: string) => screen.findByRole('option', { name: namePattern(name) });

function show(transport: Transport, onLaunch: (s: LibrarySelection) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <LibraryView accountId="act_101" transport={transport} onLaunch={onLaunch} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('LibraryView', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => cleanup());

  it("opens on the ad account's media when the library has no creative and the account has images, else on Creatives", async () => {
    const { transport } = fakeApi(0);
    const image = { hash: 'f00d', name: 'storefront.jpg', url: 'https://img.example/f00d', width: null, height: null };
    const withImages: Transport = async (req) =>
      req.path === '/library/account-media' ? { status: 200, body: { success: true, data: [image], isValid: true, error: null } } : transport(req);
    show(withImages);
    const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');
    await waitFor(() => expect(selected('Ad account media')).toBe('true'));
    cleanup();
    show(fakeApi(3).transport);
    await findTile('Creative 2');
    expect(selected('Creatives')).toBe('true');
  });

  it('shows 500 creatives a window at a time, loading pages as it scrolls', async () => {
    const api = fakeApi(500);
    show(api.transport);
    await screen.findByText('500 creatives · 0 selected');
    const tiles = screen.getAllByTestId('library-tile');
    expect(tiles.length).toBeGreaterThan(5);
    expect(tiles.length).toBeLessThan(40);
    // Its name (whole in its title), type and size, and its dimensions on a line of their own.
    expect(tile('Creative 1').textContent).toMatch(/image 1001 B 100×100/);
    expect(tile('Creative 1').title).toBe('Creative 1');

    const grid = screen.getByRole('listbox', { name: 'Creatives' });
    for (const top of [6000, 12_000, 17_300, 23_800, 29_400]) {
      Object.defineProperty(grid, 'scrollTop', { configurable: true, value: top }); // happy-dom has no layout to scroll
      await waitFor(() => expect(screen.getAllByTestId('library-tile').length).toBeGreaterThan(5));
      fireEvent.scroll(grid);
      await act(async () => new Promise((r) => setTimeout(r, 20)));
    }
    await waitFor(() => expect(tile('Creative 499')).toBeTruthy());
    expect(screen.getAllByTestId('library-tile').length).toBeLessThan(40);
    // The grid's pages (besides the one-creative look that picks the opening tab).
    const pages = api.requests.filter((r) => r.path === '/library/creatives' && r.query?.pageSize !== '1');
    expect(pages.map((r) => r.query?.page)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('selects with click and shift-click, counts ads per copy, launches, and keeps the selection', async () => {
    const api = fakeApi(30);
    const onLaunch = vi.fn();
    const view = show(api.transport, onLaunch);
    fireEvent.click(await findTile('Creative 1'));
    fireEvent.click(tile('Creative 4'), { shiftKey: true });
    await screen.findByText('30 creatives · 4 selected');
    expect(screen.getByRole('button', { name: 'Launch 4 ads' })).toBeTruthy();
    fireEvent.click(tile('Creative 2'));
    await screen.findByRole('button', { name: 'Launch 3 ads' });

    fireEvent.click(screen.getByRole('tab', { name: /Copies/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Summer/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Winter/ }));
    await screen.findByRole('button', { name: 'Launch 6 ads' });
    fireEvent.click(screen.getByRole('tab', { name: 'Offers' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Bread box/ }));
    await waitFor(async () => expect((await librarySelectionItem.getValue()).offerId).toBe('o1'));

    fireEvent.click(screen.getByRole('button', { name: 'Launch 6 ads' }));
    const selection = onLaunch.mock.calls[0]![0] as LibrarySelection;
    expect(selection.ads).toHaveLength(6);
    expect(selection.ads[0]).toEqual({ copyId: 'c1', creativeId: creative(1).id, creativeType: 'image' });
    expect(selection.ads).toContainEqual({ copyId: 'c2', creativeId: creative(3).id, creativeType: 'image' });
    expect(selection.offer).toMatchObject({ id: 'o1', url: 'https://bakery.example.com' });
    expect(selection.creatives.map((c) => c.name)).toEqual(['Creative 1', 'Creative 3', 'Creative 4']);

    // The picked creatives move into a folder.
    fireEvent.click(screen.getByRole('tab', { name: 'Creatives' }));
    await waitFor(() => expect(screen.getAllByLabelText('Move the selected creatives to').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByLabelText('Move the selected creatives to').find((e) => e.tagName === 'INPUT')!);
    // (Mantine's dropdown opens with a transition happy-dom does not run: its options are reached as hidden.)
    fireEvent.click(
      within(await screen.findByRole('listbox', { name: 'Move the selected creatives to', hidden: true })).getByRole('option', {
        name: 'Spring (0)',
        hidden: true,
      }),
    );
    await waitFor(() => expect(api.creatives.filter((c) => c.folderId === 'f1').map((c) => c.name)).toEqual(['Creative 1', 'Creative 3', 'Creative 4']));
    await waitFor(async () => expect((await librarySelectionItem.getValue()).creatives.every((c) => c.folderId === 'f1')).toBe(true));

    // Closing and reopening the side panel: the selection is still there.
    view.unmount();
    show(api.transport);
    expect(await screen.findByRole('button', { name: 'Launch 6 ads' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    await screen.findByText('30 creatives · 30 selected');
    expect(screen.getByRole('button', { name: 'Launch 60 ads' })).toBeTruthy();
  });

  it('counts in words: one creative, one copy, 1 creative in a folder of one', async () => {
    show(fakeApi(1).transport);
    await screen.findByText('1 creative · 0 selected');
    fireEvent.click(await findTile('Creative 0'));
    await screen.findByText('1 creative · 1 selected');
    expect(screen.getByText('1 creative × 1 copy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Launch 1 ad' })).toBeTruthy();
  });

  it('uploads dropped files with a progress bar each, and retries a failed one', async () => {
    const api = fakeApi(0);
    show(api.transport);
    await screen.findByText(/No creatives here yet/);
    const files = [
      new File([new Uint8Array(10).fill(1)], 'hero.png', { type: 'image/png' }),
      new File([new Uint8Array(10).fill(2)], 'flaky.mp4', { type: 'video/mp4' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ];
    fireEvent.drop(screen.getByTestId('library-dropzone'), { dataTransfer: { files } });
    await waitFor(() => expect(screen.getAllByTestId('upload-row')).toHaveLength(3));
    expect(screen.getByRole('progressbar', { name: 'Upload of hero.png' })).toBeTruthy();
    const rows = () => screen.getAllByTestId('upload-row');
    await until(() => within(rows()[1]!).queryByRole('alert')?.textContent === 'Expected the chunk at offset 0.');
    expect(within(rows()[2]!).getByRole('alert').textContent).toBe('Only PNG, JPEG, GIF or WebP images and MP4 or MOV videos can be uploaded.');
    expect(within(rows()[2]!).queryByRole('button', { name: 'Retry' })).toBeNull();
    await until(() => screen.getByRole('progressbar', { name: 'Upload of hero.png' }).getAttribute('aria-valuenow') === '100');

    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Retry' }));
    await until(() => screen.getByRole('progressbar', { name: 'Upload of flaky.mp4' }).getAttribute('aria-valuenow') === '100');
    await findTile('flaky.mp4');
    expect(tile('hero.png')).toBeTruthy();
    // The retry started the upload over (the failed one was cancelled); the refused text file never reached the API.
    expect(
      api.requests
        .filter((r) => r.path === '/library/uploads')
        .map((r) => (r.body as { name: string }).name)
        .sort(),
    ).toEqual(['flaky.mp4', 'flaky.mp4', 'hero.png']);
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/library/uploads/u2']);
  });

  it('shows the storage used against the quota, and the quota error at the upload that hit it', async () => {
    const used = Math.round(1.2 * 1024 ** 3);
    const api = fakeApi(0, { usedBytes: used, uploadingBytes: 0, quotaBytes: used + 15 });
    show(api.transport);
    expect((await screen.findByTestId('library-storage')).textContent).toBe('Storage: 1.2 GB of 1.2 GB');
    const files = [
      new File([new Uint8Array(10).fill(1)], 'fits.png', { type: 'image/png' }),
      new File([new Uint8Array(20).fill(2)], 'too-big.png', { type: 'image/png' }),
    ];
    fireEvent.drop(screen.getByTestId('library-dropzone'), { dataTransfer: { files } });
    const rows = () => screen.getAllByTestId('upload-row');
    await until(() => within(rows()[1]!).queryByRole('alert') !== null);
    expect(within(rows()[1]!).getByRole('alert').textContent).toBe(
      'Not enough storage left: 1.2 GB of 1.2 GB used. Delete creatives you no longer use, then upload this file again.',
    );
    await findTile('fits.png');
    expect(within(rows()[0]!).queryByRole('alert')).toBeNull();
    // The usage is read again after an upload.
    await until(() => api.requests.filter((r) => r.path === '/library/usage').length >= 2);
  });
});
