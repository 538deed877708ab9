import type { LaunchError, LaunchRecord, LaunchRecordInput, LaunchStatus, LaunchStep } from '../../lib/contract/launch';
import type { LaunchRow } from '../db/repos/launches';

// Launch records: a launch row as the API answers it (the rows are server/db/repos/launches.ts's).

export const TERMINAL_STATUSES: readonly LaunchStatus[] = ['COMPLETED', 'COMPLETED_WITH_ISSUES', 'FAILED', 'CANCELLED'];

/** Launches stored before automationIds were recorded have none. */
function inputOf(row: LaunchRow): LaunchRecordInput {
  const input = row.input as Omit<LaunchRecordInput, 'automationIds'> & { automationIds?: string[] };
  return { ...input, automationIds: input.automationIds ?? [] };
}

export function toLaunchRecord(row: LaunchRow): LaunchRecord {
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
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
