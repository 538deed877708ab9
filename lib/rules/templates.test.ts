import { describe, expect, it } from 'vitest';
import { money } from './currency';
import { amountsClearedMessages } from './messages';
import { applyTemplate, clearTemplate, templateAmountsNotice, templateFromDraft, templateNameError, templateSaveAction } from './templates';
import { account, now, usd, validDraft } from './test-fixtures';

describe('templates', () => {
  it.each<[string, string | null]>([
    ['', 'Please enter a name for your template.'],
    ['   ', 'Please enter a name for your template.'],
    [' Summer ', null],
  ])('template name %j', (name, message) => {
    expect(templateNameError(name)).toBe(message);
  });
  it('a template with an id is updated, without one created', () => {
    expect(templateSaveAction({ id: 't1' })).toBe('update');
    expect(templateSaveAction({})).toBe('create');
  });
  it('applying a template fills all settings (amounts kept with their currency)', () => {
    const source = validDraft({ budgetMode: 'lifetime', budget: usd(19.99), bidStrategy: 'bidCap', bidAmount: usd(2.5), gender: 'men', ageMin: 30 });
    const template = templateFromDraft(source, ' Summer ', 't1');
    expect([template.name, template.lifetimeBudget, template.bidAmount]).toEqual(['Summer', money(1999, 'USD'), money(250, 'USD')]);
    expect(templateAmountsNotice(template, 'USD')).toBeNull();
    const applied = applyTemplate(
      validDraft({ page: null, pixel: null }),
      template,
      { pages: [{ id: '400001', name: 'Acme Page' }], pixels: [{ id: '500001', name: 'Acme Pixel' }] },
      'USD',
    );
    expect(applied).toMatchObject({
      templateId: 't1',
      budgetMode: 'lifetime',
      budget: usd(19.99),
      bidStrategy: 'bidCap',
      bidAmount: usd(2.5),
      gender: 'men',
      ageMin: 30,
      page: { id: '400001' },
      pixel: { id: '500001' },
    });
  });
  it('a yen template in a dollar account: ¥5,000 is never $5,000, the amounts are cleared and the notice says so', () => {
    const yen = templateFromDraft(validDraft({ budget: money(500000, 'JPY'), bidStrategy: 'bidCap', bidAmount: money(20000, 'JPY'), gender: 'men' }), 'Tokyo');
    expect(yen.dailyBudget).toEqual(money(500000, 'JPY'));
    const applied = applyTemplate(validDraft({ budget: usd(12) }), yen, {}, 'USD');
    expect(applied).toMatchObject({ budget: null, bidAmount: null, bidStrategy: 'bidCap', gender: 'men' });
    expect(templateAmountsNotice(yen, 'USD')).toBe(amountsClearedMessages.template('Tokyo', 'JPY', 'USD'));
    expect(amountsClearedMessages.template('Tokyo', 'JPY', 'USD')).toBe(
      'Amounts cleared: this ad account pays in $ (USD), and the template "Tokyo" holds amounts in JPY. Enter the budget and bid again in USD.',
    );
    // In a yen account it is ¥5,000.
    expect(applyTemplate(validDraft(), yen, {}, 'JPY')).toMatchObject({ budget: money(500000, 'JPY'), bidAmount: money(20000, 'JPY') });
  });
  it('a template saved before currencies (amountsCleared): its dropped amounts leave the fields empty, and it says so', () => {
    const old = { ...templateFromDraft(validDraft(), 'Old'), dailyBudget: null, bidAmount: null, amountsCleared: true as const };
    expect(applyTemplate(validDraft({ budget: usd(9) }), old, {}, 'USD').budget).toBeNull();
    expect(templateAmountsNotice(old, 'USD')).toBe(amountsClearedMessages.templateWithoutCurrency('Old', 'USD'));
  });
  it('a legacy Instagram account of a template is not applied', () => {
    const t = templateFromDraft(validDraft({ instagram: { id: 'ig', name: 'old' } }), 'T');
    expect(applyTemplate(validDraft(), t, { instagramAccounts: [{ id: 'ig', name: 'old', isLegacy: true }] }, 'USD').instagram).toBeNull();
  });
  it('a template saved with Facebook video feeds, which the platform removed, applies without it', () => {
    const t = templateFromDraft(validDraft(), 'Old');
    const saved = {
      ...t,
      placementPlatforms: { facebook: ['feed', 'video_feeds', 'story'] as Array<'feed' | 'video_feeds' | 'story'>, instagram: ['stream' as const] },
    };
    expect(applyTemplate(validDraft(), saved, {}, 'USD').placementPlatforms).toEqual({ facebook: ['feed', 'story'], instagram: ['stream'] });
  });
  it('clearing a template resets its settings to defaults and keeps the rest', () => {
    const d = clearTemplate(validDraft({ templateId: 't1', budget: usd(50), gender: 'men', destinationUrl: 'https://keep.com' }), account, now);
    expect([d.templateId, d.budget, d.gender, d.destinationUrl, d.page]).toEqual([null, usd(5), 'all', 'https://keep.com', null]);
  });
  it("clearing keeps Step 1's settings, but instant forms (a template holds them)", () => {
    const step1 = { objective: 'lead-form', shopEnabled: true, isAdCategorized: true, adSetDistribution: 'single', multiAccount: true } as const;
    const d = clearTemplate(validDraft({ ...step1, templateId: 't1', useInstantForms: true }), account, now);
    expect(d).toMatchObject({ ...step1, useInstantForms: false });
  });
});
