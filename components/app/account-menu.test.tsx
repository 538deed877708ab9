// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AccountMenu } from './account-menu';

// The top bar's account menu (docs/side-panel.md#the-account-menu): Sign out, and Sign out everywhere after a
// confirmation, by keyboard too; the background's answer decides what the panel shows.

/** The background: records each message and answers sign-out with `reply`. */
function background(reply: unknown): unknown[] {
  const messages: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message, _sender, sendResponse: (answer: unknown) => void) => {
    messages.push(message);
    sendResponse(reply);
    return true;
  });
  return messages;
}

const renderMenu = () =>
  render(
    <MantineProvider env="test">
      <AccountMenu name="Ava Advertiser" />
    </MantineProvider>,
  );

describe('the account menu', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(cleanup);

  it('shows and hides Sign out and Sign out everywhere under the user’s name; Escape gives the focus back', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Account: Ava Advertiser' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Account' });
    expect(toggle.getAttribute('aria-controls')).toBe(group.id);
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere…' });
    everywhere.focus();
    fireEvent.keyDown(everywhere, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('signs out this session', async () => {
    const messages = background({ ok: true });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account: Ava Advertiser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(messages).toEqual([{ type: 'sign-out' }]));
  });

  it('asks before signing out everywhere; Cancel sends nothing', async () => {
    const messages = background({ ok: true });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account: Ava Advertiser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog.textContent).toContain('in every browser, this one included');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messages).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
    await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(messages).toEqual([{ type: 'sign-out', everywhere: true }]));
  });

  it('says so, and stays, when the API could not sign out everywhere', async () => {
    const error = 'Salvo could not sign you out everywhere. Check your connection and try again.';
    background({ ok: false, error });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Account: Ava Advertiser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere…' }));
    await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeTruthy();
  });
});
