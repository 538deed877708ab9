// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../lib/api-client/client';
import { buildLaunchPayload, moneyOfUnits } from '../../lib/rules';
import { launchableDraft, planAnswer, showReview } from './review-fixtures';

const account = { id: 'act_206', name: 'Lumen – Japan', currency: 'JPY', timezoneName: 'Asia/Tokyo', timezoneOffsetHoursUtc: 9 };

function input() {
  const draft = launchableDraft(account, { budget: moneyOfUnits(5000, account.currency) });
  return { account, draft, payload: buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }, { imageId: 'b' }] }) };
}

describe('ConfirmLaunchModal', () => {
  afterEach(cleanup);
  it('shows what the plan says in the account currency, and sends Confirm Launch once, with the plan digest', async () => {
    const review = input();
    const loadPlan = vi.fn(async () => planAnswer(review.payload, account));
    let resolve: (ok: boolean) => void = () => undefined;
    const onConfirm = vi.fn((_reviewed: unknown) => new Promise<boolean>((r) => (resolve = r)));
    showReview(review, loadPlan, onConfirm);
    expect(screen.getByText('Are you sure you want to launch 2 ad(s)?')).toBeTruthy();
    // The account's images have no copy: said before Confirm.
    expect(screen.getByText(/^All 2 ads have no primary text and no headline: they launch with the image or video alone\./)).toBeTruthy();
    expect(screen.getByText('Planning the launch with Facebook…')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm Launch' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByText('¥5,000 daily per ad set')).toBeTruthy());
    expect(loadPlan).toHaveBeenCalledWith(review.payload);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText('¥10,000 (up to ¥17,500 on some days, at most ¥70,000 in a week)')).toBeTruthy();
    expect(screen.getByText('Lumen – Japan (act_206)')).toBeTruthy();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await act(async () => resolve(true));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm.mock.calls[0]![0]).toEqual([{ ...review.payload, reviewedPlanDigest: 'd'.repeat(64) }]);
  });

  it('ads with a copy have their texts: nothing to warn of, and one without is counted', async () => {
    const draft = launchableDraft(account, { budget: moneyOfUnits(5000, account.currency) });
    const copyId = '11111111-1111-4111-8111-111111111111';
    const payload = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a', copyId }, { imageId: 'b' }, { imageId: 'c', copyId }] });
    showReview({ account, draft, payload }, async () => planAnswer(payload, account));
    expect(screen.getByText(/^1 of 3 ads have no primary text and no headline: it launches/)).toBeTruthy();
    cleanup();
    const texted = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a', copyId }] });
    showReview({ account, draft, payload: texted }, async () => planAnswer(texted, account));
    expect(screen.queryByText(/no primary text/)).toBeNull();
  });

  it('into existing ad sets of a paused campaign: the ad sets are named as they are, and nothing spends until it is on', async () => {
    const campaign = {
      id: '9',
      name: 'Holiday Value',
      isCBO: false,
      budgetType: 'daily' as const,
      budget: null,
      bidStrategy: null,
      bidAmount: null,
      status: 'PAUSED',
    };
    const draft = launchableDraft(account, {
      adSetDistribution: 'single',
      source: { kind: 'existing', campaign, adSetIds: ['31', '32'], createNewAdSets: false },
    });
    const payload = buildLaunchPayload(draft, { account, ads: [{ imageId: 'a' }] });
    // No budget is sent into existing ad sets: theirs apply.
    expect([payload.dailyBudget, payload.lifetimeBudget]).toEqual([undefined, undefined]);
    const existing = (id: string) => ({ ...planAnswer(payload, account).adSets[0]!, action: 'existing' as const, id, budget: null });
    showReview({ account, draft, payload }, async () => ({ ...planAnswer(payload, account), adSets: [existing('31'), existing('32')] }));
    await waitFor(() => expect(screen.getByText('2 existing ad sets, each with every ad')).toBeTruthy());
    expect(screen.queryByText('Single Ad Set')).toBeNull();
    // Only the ads are new: no word of new ad sets.
    expect(screen.getByText(/^Your new ads are ACTIVE, but the campaign Holiday Value is paused: nothing spends until you turn it on/)).toBeTruthy();
    expect(screen.queryByText(/starts spending at the launch date/)).toBeNull();
  });

  it('a refused plan says why, field by field, and cannot be confirmed', async () => {
    const review = input();
    const refusal = new ApiError('The minimum daily budget for this ad account is ¥150.', 400, undefined, {
      dailyBudget: ['The minimum daily budget for this ad account is ¥150.'],
      selectedSavedAudienceId: ['This saved audience targets ages 25-54, which Housing ads cannot: choose another saved audience or none.'],
    });
    showReview(review, async () => Promise.reject(refusal));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByText('This launch cannot go ahead')).toBeTruthy();
    expect(screen.getByText('The minimum daily budget for this ad account is ¥150.')).toBeTruthy();
    expect(screen.getByText(/which Housing ads cannot/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Launch' }).hasAttribute('disabled')).toBe(true);
  });
});
