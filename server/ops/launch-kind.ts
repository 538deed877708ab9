// The kind of a launch, a label of the launch metrics (docs/operations.md#metrics): what it makes, read off its
// stored payload (docs/campaign-modes.md). Unknown or unreadable payloads are `new`.

export type LaunchKind = 'new' | 'existing_campaign' | 'existing_adset' | 'duplicate_campaign' | 'duplicate_adset' | 'import';

export function launchKind(payload: unknown): LaunchKind {
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  if (p.isImportedCampaign || p.importedCampaignId) return 'import';
  if (p.duplicateCampaignId) return 'duplicate_campaign';
  if (p.duplicateAdsetId) return 'duplicate_adset';
  if (p.existingAdsetId || (Array.isArray(p.existingAdsetIdList) && p.existingAdsetIdList.length > 0)) return 'existing_adset';
  if (p.existingCampaignId) return 'existing_campaign';
  return 'new';
}
