import type { AppDeps } from '../deps';
import type { BatchOperation, BatchResult } from './graph-client';

// A batch of up to 50 operations in one request, answered item by item: the launch engine's creates, copies,
// renames and the deletion of a copy that never got its settings (server/launch/batch-round.ts, names.ts).

export function sendBatch(deps: Pick<AppDeps, 'graph'>, token: string, operations: BatchOperation[]): Promise<BatchResult[]> {
  return deps.graph.batch(operations, token);
}
