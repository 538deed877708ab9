// Rules shared by campaigns, ad sets and ads.
import { invalidParam } from '../errors';
import type { Rule } from './types';

export const statusAtCreation: Rule = {
  name: 'status-at-creation',
  edges: ['campaigns', 'adsets', 'ads'],
  check: ({ values }) => {
    const s = values.status;
    if (s === undefined || s === 'ACTIVE' || s === 'PAUSED') return undefined;
    return invalidParam('Invalid parameter', {
      userTitle: 'Invalid status',
      userMsg: `Only ACTIVE or PAUSED can be set when creating an object, not ${String(s)}.`,
    });
  },
};
