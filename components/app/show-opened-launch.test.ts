// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openLaunchItem } from '../../lib/extension/storage-items';
import { routeOf } from './screen';
import { useShowOpenedLaunch } from './show-opened-launch';

// The panel on another page when a launch is opened for it (a notification's click) shows that launch's tracker.

describe('a launch opened while the panel shows another page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    location.hash = '#/library';
  });
  afterEach(cleanup);

  it('brings the panel to the launch route, where its tracker shows', async () => {
    renderHook(() => useShowOpenedLaunch());
    expect(routeOf(location.hash)).toBe('library');
    await openLaunchItem.setValue('l1');
    await waitFor(() => expect(routeOf(location.hash)).toBe('launch'));
  });

  it('stays where it is when a launch is closed', async () => {
    await openLaunchItem.setValue('l1');
    renderHook(() => useShowOpenedLaunch());
    location.hash = '#/launches';
    await openLaunchItem.setValue(null);
    await new Promise((r) => setTimeout(r, 20));
    expect(routeOf(location.hash)).toBe('launches');
  });
});
