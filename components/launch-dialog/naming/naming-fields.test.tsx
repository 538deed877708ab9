// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useDraftStore } from '../draft-store';
import { NamingFields } from './naming-fields';

// The naming conventions' date (docs/product-rules.md#naming-placeholders): a name carries the launch's start date in
// the ad account's time zone, the date the buyer sees in Ads Manager; the picker says so and the preview shows it.

// Mantine's autosized text area listens to the fonts loading, which happy-dom does not have.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const account = { id: 'act_1', name: 'A', currency: 'USD', timezoneName: 'America/Los_Angeles', timezoneOffsetHoursUtc: -8 };

describe('the naming conventions', () => {
  afterEach(cleanup);
  beforeEach(() => {
    fakeBrowser.reset();
    useDraftStore.setState({ draft: null });
    useDraftStore.getState().begin(account, new Date());
    // A launch starting days from now, late in the evening in Los Angeles: already the next day in UTC.
    useDraftStore.getState().update((d) => ({
      ...d,
      startTime: '2031-03-14T23:30:00.000-07:00',
      naming: { ...d.naming, campaign: 'Spring {{date}}' },
    }));
  });

  it("previews the launch's start date in the ad account's time zone, and the picker says which date it is", async () => {
    render(
      <MantineProvider env="test">
        <NamingFields account={account} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('naming-preview-campaign').textContent).toBe('Preview: Spring 2031/03/14');
    fireEvent.click(screen.getByRole('button', { name: 'Insert placeholder into the campaign name' }));
    const timePeriod = await screen.findByRole('group', { name: 'Time Period' });
    expect(timePeriod.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(timePeriod.getAttribute('aria-describedby')!)?.textContent).toBe(
      "When the launch starts, in the ad account's time zone (America/Los_Angeles)",
    );
    expect(screen.getByRole('menuitem', { name: 'Start Date (YYYY/MM/DD)' })).toBeTruthy();
  });

  it('keeps a convention on one line: a pasted line break is a space', () => {
    render(
      <MantineProvider env="test">
        <NamingFields account={account} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), { target: { value: 'Spring\n{{date}}' } });
    expect(useDraftStore.getState().draft!.naming.campaign).toBe('Spring {{date}}');
  });
});
