// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AccountChip } from './account-chip';
import { AccountMenu } from './account-menu';

// The app bar's account menu (docs/side-panel.md#the-account-menu): a menu on the chip of the ad account and the person,
// with Sign out, and Sign out everywhere after a confirmation, by keyboard too; the background's answer decides what
// the panel shows.

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
      <AccountMenu userName="Ava Advertiser" accountName="Ava's Bakery" />
    </MantineProvider>,
  );

describe('the account menu', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(cleanup);

  it('is a menu: the chip opens it, the arrow keys move between its items, Escape closes it and gives the focus back', async () => {
    renderMenu();
    const chip = screen.getByRole('button', { name: "Ava's Bakery, Ava Advertiser, account menu" });
    expect(chip.getAttribute('aria-haspopup')).toBe('menu');
    expect(chip.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    chip.focus();
    fireEvent.click(chip); // Enter or Space on the button
    const menu = await screen.findByRole('menu');
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out', 'Sign out everywhere…']);
    const [signOut, everywhere] = screen.getAllByRole('menuitem') as [HTMLElement, HTMLElement];
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(everywhere);
    fireEvent.keyDown(everywhere, { key: 'ArrowDown' }); // it loops
    expect(document.activeElement).toBe(signOut);
    fireEvent.keyDown(signOut, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(everywhere);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(chip);
  });

  it('stands in for the menu, turned off, until its code has come', async () => {
    render(
      <MantineProvider env="test">
        <AccountChip userName="Ava Advertiser" accountName="Ava's Bakery" />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }) as HTMLButtonElement;
    expect(standIn.disabled).toBe(true);
    await waitFor(() => expect((screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('signs out this session', async () => {
    const messages = background({ ok: true });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(messages).toEqual([{ type: 'sign-out' }]));
  });

  it('asks before signing out everywhere; Cancel sends nothing', async () => {
    const messages = background({ ok: true });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog.textContent).toContain('in every browser, this one included');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messages).toEqual([]);
    // The focus is back on the chip, which opens the menu again.
    const chip = screen.getByRole('button', { name: /Ava Advertiser, account menu$/ });
    await waitFor(() => expect(document.activeElement).toBe(chip));

    fireEvent.click(chip);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere…' }));
    await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(messages).toEqual([{ type: 'sign-out', everywhere: true }]));
  });

  it('says so, and stays, when the API could not sign out everywhere', async () => {
    const error = 'Salvo could not sign you out everywhere. Check your connection and try again.';
    background({ ok: false, error });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: /Ava Advertiser, account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere…' }));
    await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeTruthy();
  });
});
