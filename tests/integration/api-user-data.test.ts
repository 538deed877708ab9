import { describe, expect, it } from 'vitest';
import { advertiserPlan } from '../../lib/contract/test-fixtures';
import { createDefaultDraft } from '../../lib/rules/defaults';
import { templateFromDraft } from '../../lib/rules/templates';
import { setPlan } from '../../server/auth/plans';
import { bearer, demoPayload, stackForBlock } from './harness';

// What the user keeps and who they are: templates, settings, automations, plans, system-user sign-in,
// and the plan's refusals of a launch (docs/product-rules.md#plans-and-upgrade-dialogs).

describe('templates, settings, automations and plans', () => {
  const logLines: string[] = [];
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser', sam: 'Sam Agency' }, { queue: 'record', logLines });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    stack.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const template = (name: string) => {
    const { id: _id, ...fields } = templateFromDraft(
      createDefaultDraft({ id: 'act_101', name: "Ava's Bakery", currency: 'USD', timezoneName: 'America/New_York', timezoneOffsetHoursUtc: -5 }, new Date()),
      name,
    );
    return fields;
  };
  const userId = async (name: string) => (await stack.database.query<{ id: string }>('SELECT id FROM users WHERE name = $1', [name]))[0]!.id;

  it('creates, lists, updates, renames and deletes templates, per user', async () => {
    const created = await call(tokens.ava, 'POST', '/campaign-templates/', template('  Evergreen  '));
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      id: expect.any(String),
      name: 'Evergreen',
      budgetMode: 'daily',
      dailyBudget: { hundredths: 500, currency: 'USD' },
      attributionSettingId: '7c-1v',
      selectedLocations: [{ key: 'US' }],
    });
    await call(tokens.ava, 'POST', '/campaign-templates', { ...template('Always on'), bidStrategy: 'bidCap', bidAmount: { hundredths: 250, currency: 'USD' } });

    const list = (await call(tokens.ava, 'GET', '/campaign-templates')).json();
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['Always on', 'Evergreen']);
    expect((await call(tokens.sam, 'GET', '/campaign-templates')).json().data).toEqual([]);

    const updated = (await call(tokens.ava, 'PUT', `/campaign-templates/${saved.id}`, { ...template('Evergreen'), ageMin: 25 })).json().data;
    expect(updated).toMatchObject({ id: saved.id, name: 'Evergreen', ageMin: 25 });
    const renamed = (await call(tokens.ava, 'PUT', `/campaign-templates/${saved.id}`, { name: 'Evergreen v2' })).json().data;
    expect(renamed).toMatchObject({ name: 'Evergreen v2', ageMin: 25, createdAt: saved.createdAt });

    const blank = await call(tokens.ava, 'PUT', `/campaign-templates/${saved.id}`, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: ['Please enter a name for your template.'] });
    const blankNew = await call(tokens.ava, 'POST', '/campaign-templates', template(''));
    expect(blankNew.json().fields).toEqual({ name: ['Please enter a name for your template.'] });
    const badField = await call(tokens.ava, 'POST', '/campaign-templates', { ...template('x'), bidStrategy: 'cheapest' });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().fields).toHaveProperty('bidStrategy');
    expect((await call(tokens.ava, 'PUT', `/campaign-templates/${saved.id}`, {})).statusCode).toBe(400);

    // Someone else's template: 404 for every verb, and it is left alone.
    expect((await call(tokens.sam, 'PUT', `/campaign-templates/${saved.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(tokens.sam, 'DELETE', `/campaign-templates/${saved.id}`)).statusCode).toBe(404);
    expect((await call(tokens.ava, 'DELETE', '/campaign-templates/not-a-uuid')).statusCode).toBe(404);
    expect((await call(tokens.ava, 'DELETE', `/campaign-templates/${saved.id}`)).json()).toEqual({ success: true });
    expect((await call(tokens.ava, 'DELETE', `/campaign-templates/${saved.id}`)).statusCode).toBe(404);
    expect((await call(tokens.ava, 'GET', '/campaign-templates')).json().data.map((t: { name: string }) => t.name)).toEqual(['Always on']);
  });

  it('keeps settings per user and per ad account, the account overriding the user', async () => {
    const defaults = (await call(tokens.ava, 'GET', '/facebook/adlauncher/settings')).json();
    expect(defaults).toMatchObject({
      success: true,
      scope: 'default',
      data: { defaultUseAdvantageCreatives: false, defaultAdDistribution: 'dedicated', defaultPixelId: null },
    });

    const put = await call(tokens.ava, 'PUT', '/facebook/adlauncher/settings', {
      defaultUseAdvantageCreatives: true,
      advantageCreativeSettings: { image_touchups: true, text_optimizations: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      scope: 'user',
      data: { defaultUseAdvantageCreatives: true, advantageCreativeSettings: { image_touchups: true, text_optimizations: false } },
    });
    await call(tokens.ava, 'PUT', '/facebook/adlauncher/settings?accountId=act_101', {
      defaultPixelId: '500001',
      defaultConversionEvent: { id: 'PURCHASE', name: 'Purchase' },
    });

    const account = (await call(tokens.ava, 'GET', '/facebook/adlauncher/settings?accountId=act_101')).json();
    expect(account).toMatchObject({
      scope: 'account',
      data: { defaultUseAdvantageCreatives: true, defaultPixelId: '500001', defaultConversionEvent: { id: 'PURCHASE', name: 'Purchase' } },
    });
    expect((await call(tokens.ava, 'GET', '/facebook/adlauncher/settings')).json().data.defaultPixelId).toBeNull();
    expect((await call(tokens.sam, 'GET', '/facebook/adlauncher/settings')).json().scope).toBe('default');

    expect((await call(tokens.ava, 'GET', '/facebook/adlauncher/settings?accountId=act_201')).statusCode).toBe(404);
    expect((await call(tokens.ava, 'PUT', '/facebook/adlauncher/settings?accountId=act_201', { defaultPixelId: '1' })).statusCode).toBe(404);
    const bad = await call(tokens.ava, 'PUT', '/facebook/adlauncher/settings', { defaultAdDistribution: 'many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('defaultAdDistribution');
  });

  it('creates, lists by status, pages and deletes automations, per user', async () => {
    const rule = { metric: 'cpa', operator: 'gt', value: 25, window: 'last_3_days', action: 'pause' };
    const a = (
      await call(tokens.ava, 'POST', '/automations', { name: 'Stop expensive ad sets', rules: [rule], failureBehaviour: 'PAUSE', currency: 'USD' })
    ).json().data;
    expect(a).toMatchObject({
      automationId: expect.any(String),
      automationName: 'Stop expensive ad sets',
      status: 'ACTIVE',
      failureBehaviour: 'PAUSE',
      rules: [rule],
    });
    await call(tokens.ava, 'POST', '/automations', {
      name: 'Scale winners',
      rules: [{ ...rule, metric: 'roas', action: 'increase_budget', actionValue: 20 }],
      failureBehaviour: 'NONE',
      status: 'PAUSED',
    });
    await call(tokens.ava, 'POST', '/automations', { name: 'Third', rules: [rule], failureBehaviour: 'PAUSE_AND_RESUME', currency: 'USD' });

    expect((await call(tokens.ava, 'GET', '/automations')).json().data).toHaveLength(3);
    expect((await call(tokens.ava, 'GET', '/automations?status=PAUSED')).json().data.map((x: { automationName: string }) => x.automationName)).toEqual([
      'Scale winners',
    ]);
    expect((await call(tokens.sam, 'GET', '/automations')).json().data).toEqual([]);
    const page = (await call(tokens.ava, 'GET', '/automations/admin?page=2&limit=2')).json();
    expect(page).toMatchObject({ success: true, page: 2, limit: 2, total: 3 });
    expect(page.data).toHaveLength(1);
    expect((await call(tokens.ava, 'GET', '/automations/admin')).json()).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect((await call(tokens.ava, 'GET', '/automations/admin?limit=0')).json().fields).toHaveProperty('limit');

    const bad = await call(tokens.ava, 'POST', '/automations', { name: ' ', rules: [], failureBehaviour: 'EXPLODE' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['failureBehaviour', 'name', 'rules']);
    expect((await call(tokens.ava, 'GET', '/automations?status=GONE')).statusCode).toBe(400);

    expect((await call(tokens.sam, 'DELETE', `/automations/${a.automationId}`)).statusCode).toBe(404);
    expect((await call(tokens.ava, 'DELETE', `/automations/${a.automationId}`)).json()).toEqual({
      success: true,
      resumedLaunches: 0,
      keptPausedLaunches: 0,
      goneLaunches: 0,
      changedLaunches: 0,
      message: 'Automation deleted, with its rules.',
    });
    expect((await call(tokens.ava, 'GET', '/automations')).json().data).toHaveLength(2);
  });

  it("gives each user a plan, and refuses launches the plan does not allow with the spec's messages", async () => {
    expect((await call(tokens.ava, 'GET', '/auth/plan')).json().data).toEqual(advertiserPlan());
    expect((await call(tokens.sam, 'GET', '/auth/plan')).json().data).toMatchObject({ plan: 'agency', features: { multiAccountLaunch: true } });

    const launch = (token: string, account: string, extra: object = {}) =>
      call(token, 'POST', `/facebook/adlauncher?accountId=${account}`, { ...demoPayload(stack.fx, account), ...extra });
    const multi = await launch(tokens.ava, 'act_101', { bulkAccountId: 'act_101' });
    expect(multi.statusCode).toBe(403);
    expect(multi.json().error).toBe('You must be an Agency user to use this feature.');
    // The refusal is part of the route's documented answers.
    const doc = (await stack.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(doc.paths['/facebook/adlauncher']!.post!.responses)).toContain('403');
    expect((await launch(tokens.sam, 'act_201', { bulkAccountId: 'act_201' })).statusCode).toBe(200);

    const foreign = (
      await call(tokens.sam, 'POST', '/automations', {
        name: 'Sam only',
        rules: [{ metric: 'spend', operator: 'gt', value: 1, window: 'today', action: 'notify' }],
        failureBehaviour: 'NONE',
        currency: 'USD',
      })
    ).json().data;
    const withForeign = await launch(tokens.ava, 'act_101', { automationIds: [foreign.automationId] });
    expect(withForeign.statusCode).toBe(400);
    expect(withForeign.json().fields).toHaveProperty('automationIds');
    const own = (await call(tokens.ava, 'GET', '/automations')).json().data[0];
    const withOwn = await launch(tokens.ava, 'act_101', { automationIds: [own.automationId] });
    expect(withOwn.statusCode, withOwn.body).toBe(200);
    const recorded = await stack.database.query<{ payload: { automationIds?: string[] } }>('SELECT payload FROM launches WHERE id = $1', [
      withOwn.json().campaignLaunchId,
    ]);
    expect(recorded[0]?.payload.automationIds).toEqual([own.automationId]);

    const avaId = await userId('Ava Advertiser');
    await setPlan(stack.deps, avaId, { plan: 'advertiser', subscription: 'trial', trial_launch_limit: 1 }, true);
    const trial = await launch(tokens.ava, 'act_101');
    expect(trial.statusCode).toBe(403);
    expect(trial.json().error).toContain('exceeded your free trial limit');
    expect((await call(tokens.ava, 'GET', '/auth/plan')).json().data).toMatchObject({
      subscription: 'trial',
      trialLaunchesUsed: 1,
      trialLaunchLimit: 1,
      canLaunch: false,
    });

    await setPlan(stack.deps, avaId, { plan: 'advertiser', subscription: 'inactive' }, true);
    const inactive = await launch(tokens.ava, 'act_101');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().error).toContain('does not have an active subscription');
    expect(inactive.json().error).toContain('choose a premium plan');
    await setPlan(stack.deps, avaId, { plan: 'advertiser', subscription: 'active' }, true);
  });

  it('signs an agency in with a system-user token checked against the platform', async () => {
    const user = stack.fx.systemUsers[0]!;
    const res = await stack.app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: user.accessToken } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user.name).toBe('Northwind Ads API');
    expect((await call(body.token, 'GET', '/auth/plan')).json().data.plan).toBe('agency');
    expect((await call(body.token, 'GET', '/facebook/adaccount/current?accountId=act_201')).statusCode).toBe(200);

    const refused = await stack.app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: 'EAAGnotARealTokenAtAll000000000' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().success).toBe(false);
    const malformed = await stack.app.inject({ method: 'POST', url: '/auth/token', payload: { accessToken: 'short' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('accessToken');

    // Neither the system-user token nor the session token it bought is logged.
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(user.accessToken);
    expect(log).not.toContain(body.token);
    expect(log).not.toContain('EAAGnotARealTokenAtAll000000000');
  });
});
