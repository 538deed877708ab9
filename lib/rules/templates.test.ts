import { describe, expect, it } from 'vitest';
import { applyTemplate, clearTemplate, templateFromDraft, templateNameError, templateSaveAction } from './templates';
import { account, now, validDraft } from './test-fixtures';

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
  it('applying a template fills all settings (budgets stored in cents)', () => {
    const source = validDraft({ budgetMode: 'lifetime', budget: 19.99, bidStrategy: 'bidCap', bidAmount: 2.5, gender: 'men', ageMin: 30 });
    const template = templateFromDraft(source, ' Summer ', 't1');
    expect([template.name, template.lifetimeBudget, template.bidAmount]).toEqual(['Summer', 1999, 250]);
    const applied = applyTemplate(validDraft({ page: null, pixel: null }), template, {
      pages: [{ id: '400001', name: 'Acme Page' }],
      pixels: [{ id: '500001', name: 'Acme Pixel' }],
    });
    expect(applied).toMatchObject({
      templateId: 't1',
      budgetMode: 'lifetime',
      budget: 19.99,
      bidStrategy: 'bidCap',
      bidAmount: 2.5,
      gender: 'men',
      ageMin: 30,
      page: { id: '400001' },
      pixel: { id: '500001' },
    });
  });
  it('a legacy Instagram account of a template is not applied', () => {
    const t = templateFromDraft(validDraft({ instagram: { id: 'ig', name: 'old' } }), 'T');
    expect(applyTemplate(validDraft(), t, { instagramAccounts: [{ id: 'ig', name: 'old', isLegacy: true }] }).instagram).toBeNull();
  });
  it('a template saved with Facebook video feeds, which the platform removed, applies without it', () => {
    const t = templateFromDraft(validDraft(), 'Old');
    const saved = {
      ...t,
      placementPlatforms: { facebook: ['feed', 'video_feeds', 'story'] as Array<'feed' | 'video_feeds' | 'story'>, instagram: ['stream' as const] },
    };
    expect(applyTemplate(validDraft(), saved).placementPlatforms).toEqual({ facebook: ['feed', 'story'], instagram: ['stream'] });
  });
  it('clearing a template resets its settings to defaults and keeps the rest', () => {
    const d = clearTemplate(validDraft({ templateId: 't1', budget: 50, gender: 'men', destinationUrl: 'https://keep.com' }), account, now);
    expect([d.templateId, d.budget, d.gender, d.destinationUrl, d.page]).toEqual([null, 5, 'all', 'https://keep.com', null]);
  });
  it("clearing keeps Step 1's settings, but instant forms (a template holds them)", () => {
    const step1 = { objective: 'lead-form', shopEnabled: true, isAdCategorized: true, adSetDistribution: 'single', multiAccount: true } as const;
    const d = clearTemplate(validDraft({ ...step1, templateId: 't1', useInstantForms: true }), account, now);
    expect(d).toMatchObject({ ...step1, useInstantForms: false });
  });
});
