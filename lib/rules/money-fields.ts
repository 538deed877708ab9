// The draft's money fields: each an amount with its currency (lib/contract/money.ts), of the ad account it was typed for.
export const MONEY_FIELDS = ['budget', 'bidAmount', 'adSetMinimumSpend', 'adSetMaximumSpend'] as const;
