import { queryOptions } from '@tanstack/react-query';
import { settingsResponseSchema, type UpdateSettingsRequest } from '../contract/settings';
import { call, type Transport } from './client';

// Default settings (docs/product-rules.md#default-settings: GET/PUT /facebook/adlauncher/settings). Read for an ad
// account (its own settings override the user's); saved as the user's own unless an account is given.

export const settingsKeys = { all: ['launch-settings'] as const };

export const settingsQueries = {
  forAccount: (t: Transport, accountId: string) =>
    queryOptions({
      queryKey: [...settingsKeys.all, accountId],
      queryFn: () => call(t, { method: 'GET', path: '/facebook/adlauncher/settings', query: { accountId } }, settingsResponseSchema),
    }),
};

export const saveSettings = (t: Transport, changes: UpdateSettingsRequest, accountId?: string) =>
  call(t, { method: 'PUT', path: '/facebook/adlauncher/settings', body: changes, ...(accountId ? { query: { accountId } } : {}) }, settingsResponseSchema);
