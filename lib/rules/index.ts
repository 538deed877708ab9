// The product's rules (docs/product-rules.md) as pure functions: one rule, one place.
// The lifetime-budget minimum has two readings, both kept (constants.ts; docs/product-rules.md#budget):
// MIN_LIFETIME_BUDGET_AT_LAUNCH = 6 applies in validateLaunch (side panel's launch check and the server);
// MIN_LIFETIME_BUDGET_IN_FIELD = 7 applies to the step-2 budget field (budgetFieldError, budgetOnBlur).
export * from './types';
export * from './messages';
export * from './constants';
export * from './time';
export * from './defaults';
export * from './budget';
export * from './budget-minimum';
export * from './money';
export * from './currency';
export * from './special-category';
export * from './links';
export * from './naming';
export * from './placements';
export * from './conversion-events';
export * from './validate-step1';
export * from './validate-launch';
export * from './payload';
export * from './transitions';
export * from './targeting';
export * from './day-parting';
export * from './locations';
export * from './ordering';
export * from './templates';
export * from './naming-values';
export * from './bulk-accounts';
export * from './bulk-account-status';
export * from './launch-status';
export * from './bulk-launch';
export * from './bulk-schedule';
export * from './campaign-prefill';
export * from './launch-source';
export * from './imported-ads';
