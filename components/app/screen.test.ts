import { describe, expect, it } from 'vitest';
import type { TrackedLaunch } from '../../lib/extension/storage-items';
import { routeOf, screenOf, type PanelState } from './screen';

const user = { id: 'u1', name: 'Ada' };
const launch: TrackedLaunch = { id: 'l1', accountId: 'act_1', startedAt: '2026-01-01T00:00:00Z', notified: false, record: null, statusError: false };
const signedIn: PanelState = { user, active: { accountId: 'act_1', tabId: 3 }, route: 'launch', launch: undefined, bulk: null };
const noAccount = { accountId: null, tabId: null };

describe('the screen the side panel shows', () => {
  it('shows nothing until storage answered, then the sign-in screen to a signed-out user', () => {
    expect(screenOf({ ...signedIn, user: undefined })).toEqual({ kind: 'loading' });
    expect(screenOf({ ...signedIn, active: undefined })).toEqual({ kind: 'loading' });
    expect(screenOf({ ...signedIn, user: null, route: 'library', launch })).toEqual({ kind: 'sign-in' });
  });

  it('shows the launch dialog for the ad account Ads Manager shows, and nothing without one', () => {
    expect(screenOf(signedIn)).toEqual({ kind: 'launch-dialog', accountId: 'act_1' });
    expect(screenOf({ ...signedIn, active: noAccount })).toEqual({ kind: 'no-account' });
  });

  it('shows the library and the launches page on their routes, over an open tracker or bulk results', () => {
    expect(screenOf({ ...signedIn, route: 'library', launch, bulk: [] })).toEqual({ kind: 'library', accountId: 'act_1' });
    expect(screenOf({ ...signedIn, route: 'launches', launch })).toEqual({ kind: 'launches' });
    expect(screenOf({ ...signedIn, route: 'launches', active: noAccount })).toEqual({ kind: 'launches' });
    expect(screenOf({ ...signedIn, route: 'automations', launch })).toEqual({ kind: 'automations', accountId: 'act_1' });
    expect(screenOf({ ...signedIn, route: 'automations', active: noAccount })).toEqual({ kind: 'automations', accountId: null });
  });

  it('falls back to the launch route in the library without an ad account', () => {
    expect(screenOf({ ...signedIn, route: 'library', active: noAccount })).toEqual({ kind: 'no-account' });
    expect(screenOf({ ...signedIn, route: 'library', active: noAccount, launch })).toEqual({ kind: 'tracker', launch });
  });

  it('shows an open launch tracker before bulk results, and bulk results instead of the dialog', () => {
    const bulk = [{ accountId: 'act_2', name: 'B', launchId: 'l2' }];
    expect(screenOf({ ...signedIn, launch, bulk })).toEqual({ kind: 'tracker', launch });
    expect(screenOf({ ...signedIn, bulk })).toEqual({ kind: 'bulk-results' });
    expect(screenOf({ ...signedIn, bulk, active: noAccount })).toEqual({ kind: 'bulk-results' });
  });

  it('reads the route from the hash; anything else is the launch route', () => {
    expect(routeOf('#/launches')).toBe('launches');
    expect(routeOf('#/library')).toBe('library');
    expect(routeOf('#/automations')).toBe('automations');
    expect(routeOf('#/')).toBe('launch');
    expect(routeOf('')).toBe('launch');
    expect(routeOf('#/elsewhere')).toBe('launch');
  });
});
