import {
  isLaunchInProgress,
  launchStatusSchema,
  type LaunchError,
  type LaunchRecord,
  type LaunchRecordInput,
  type LaunchStatus,
  type LaunchStep,
} from '../../lib/contract/launch';
import { DEFAULT_CURRENCY } from '../../lib/rules/constants';
import type { LaunchListRow } from '../db/repos/launches';

// Launch records: a launch row as the API answers it (the rows are server/db/repos/launches.ts's).

/** The statuses a launch ends in: all but those of a launch still running. */
export const TERMINAL_STATUSES: readonly LaunchStatus[] = launchStatusSchema.options.filter((status) => !isLaunchInProgress(status));

/** Launches stored before automationIds (or the paused switch) were recorded have none (were not paused). */
function inputOf(row: Pick<LaunchListRow, 'input'>): LaunchRecordInput {
  const input = row.input as Omit<LaunchRecordInput, 'automationIds' | 'launchPaused'> & { automationIds?: string[]; launchPaused?: boolean };
  return { ...input, automationIds: input.automationIds ?? [], launchPaused: input.launchPaused ?? false };
}

/** The record of a launch row, with its ad account's currency (none stored: USD). */
export function toLaunchRecord(row: LaunchListRow): LaunchRecord {
  return {
    id: row.id,
    status: row.status as LaunchStatus,
    step: row.step as LaunchStep,
    campaignName: row.campaignName,
    adsetsTotal: row.adsetsTotal,
    adsetsCompleted: row.adsetsCompleted,
    adsTotal: row.adsTotal,
    adsCompleted: row.adsCompleted,
    errors: row.errors as LaunchError[],
    input: inputOf(row),
    accountId: row.accountId,
    accountName: row.accountName ?? null,
    currency: row.currency || DEFAULT_CURRENCY,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletion: row.deletedAt
      ? { state: 'deleted', at: row.deletedAt.toISOString() }
      : row.deletionDueAt
        ? { state: 'scheduled', at: row.deletionDueAt.toISOString() }
        : null,
  };
}
