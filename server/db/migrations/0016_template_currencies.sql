-- Templates keep a currency with each amount since this migration (docs/templates.md#currencies). A template saved
-- before names no ad account, so the currency of its amounts is known for none: they are dropped, and the template
-- says so when it is applied (amountsCleared) until it is saved again.
UPDATE campaign_templates
SET fields = (fields - 'dailyBudget' - 'lifetimeBudget' - 'bidAmount')
  || '{"dailyBudget": null, "lifetimeBudget": null, "bidAmount": null, "amountsCleared": true}'::jsonb
WHERE jsonb_typeof(fields -> 'dailyBudget') = 'number'
  OR jsonb_typeof(fields -> 'lifetimeBudget') = 'number'
  OR jsonb_typeof(fields -> 'bidAmount') = 'number';
