// Control of automated rules (sim/README.md#automated-rules): what objects delivered (PUT /__sim/insights/{id}), a run
// of every enabled rule as the platform's schedule would (POST /__sim/rules/run), and a rule that stops working
// (POST /__sim/rules/{id} {status: "HAS_ISSUES"}).
import type { FastifyInstance } from 'fastify';
import { runRules } from '../graph/adrules/run';
import type { Runtime } from '../runtime';
import { dateIn, putInsights } from '../state/insights';
import type { InsightRow } from '../state/world';

const asRecord = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTS = ['impressions', 'clicks', 'results'] as const;

/** The body as a row, or what is wrong with it. */
function rowOf(b: Record<string, unknown>, today: string): InsightRow | string {
  const dateStart = b.date_start ?? today;
  const dateStop = b.date_stop ?? dateStart;
  if (typeof dateStart !== 'string' || typeof dateStop !== 'string' || !DATE.test(dateStart) || !DATE.test(dateStop) || dateStart > dateStop)
    return 'date_start and date_stop are days (YYYY-MM-DD), the start not after the stop; both default to today in the account time zone';
  const spend = Number(b.spend);
  if (b.spend === undefined || !Number.isFinite(spend) || spend < 0) return "spend is an amount in the account's currency (12.34), 0 or more";
  const row: InsightRow = { date_start: dateStart, date_stop: dateStop, spend, impressions: 0, clicks: 0, results: 0 };
  for (const key of COUNTS) {
    const n = b[key] ?? 0;
    if (!Number.isInteger(n) || Number(n) < 0) return `${key} is a count, a whole number 0 or more`;
    row[key] = Number(n);
  }
  if (b.reach !== undefined) {
    if (!Number.isInteger(b.reach) || Number(b.reach) < 0) return 'reach is a count, a whole number 0 or more';
    row.reach = Number(b.reach);
  }
  if (b.purchase_value !== undefined) {
    if (!(typeof b.purchase_value === 'number' && b.purchase_value >= 0)) return "purchase_value is an amount in the account's currency, 0 or more";
    row.purchase_value = b.purchase_value;
  }
  return row;
}

export function ruleControlRoutes(app: FastifyInstance, rt: Runtime): void {
  app.put('/__sim/insights/:id', async (req, reply) => {
    const obj = rt.world.objects.get(String(asRecord(req.params).id));
    const account = obj ? rt.world.adAccounts.find((a) => a.id === obj.accountId) : undefined;
    if (!obj || !account || !['campaign', 'adset', 'ad'].includes(obj.type)) return reply.code(404).send({ error: 'not a campaign, ad set or ad' });
    const row = rowOf(asRecord(req.body), dateIn(rt.world.clock(), account.timezone_name));
    if (typeof row === 'string') return reply.code(400).send({ error: row });
    return { object_id: obj.id, data: putInsights(rt.world, obj.id, row) };
  });

  app.post('/__sim/rules/run', async (req, reply) => {
    const accountId = asRecord(req.body).accountId;
    if (accountId !== undefined && !rt.world.adAccounts.some((a) => a.id === accountId))
      return reply.code(400).send({ error: 'accountId must be an ad account of the fixtures (act_...)' });
    return { data: runRules(rt.world, typeof accountId === 'string' ? accountId : undefined) };
  });

  app.post('/__sim/rules/:id', async (req, reply) => {
    const rule = rt.world.objects.get(String(asRecord(req.params).id));
    if (!rule || rule.type !== 'adrule' || rule.data.status === 'DELETED') return reply.code(404).send({ error: 'no such rule' });
    const b = asRecord(req.body);
    if (b.status !== 'HAS_ISSUES') return reply.code(400).send({ error: 'status must be HAS_ISSUES (the rest is the Graph API: POST /{rule})' });
    const code = b.disable_error_code ?? 1;
    if (!Number.isInteger(code)) return reply.code(400).send({ error: 'disable_error_code is an integer' });
    Object.assign(rule.data, { status: 'HAS_ISSUES', disable_error_code: code });
    return { id: rule.id, status: rule.data.status, disable_error_code: code };
  });
}
