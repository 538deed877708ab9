import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client/client';
import { TOAST_MS } from '../../../lib/rules';

// Template toasts (docs/product-rules.md#templates), verbatim, shown for 5 s
// (docs/product-rules.md#limits-and-constants). Of each pair of failure texts, the first is for a refusal by the server
// (its reason shown under it), the second for a call that got no answer.

export type TemplateOp = 'save' | 'update' | 'rename' | 'delete';

const FAILED: Record<TemplateOp, [refused: string, noAnswer: string]> = {
  save: ['Failed to save template', 'An error occurred while saving the template'],
  update: ['Failed to update template', 'An error occurred while updating the template'],
  rename: ['Failed to rename template', 'An error occurred while renaming the template'],
  delete: ['Failed to delete template', 'An error occurred while deleting the template'],
};

export const templateSuccess = {
  save: 'Template saved successfully',
  update: 'Template updated successfully',
  rename: 'Template renamed successfully',
  delete: 'Template deleted successfully',
  applied: (name: string) => `Template ${name} applied successfully`,
  cleared: 'Cleared launch template settings',
} as const;

export const toastSuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS });
/** Something the buyer should know that is not a failure. */
export const toastNotice = (message: string) => notifications.show({ color: 'yellow', message, autoClose: TOAST_MS });

/** The failure toast of `op`: a refusal names the server's reason; no answer gets the spec's generic text. */
export function templateFailure(op: TemplateOp, error: unknown): { title?: string; message: string } {
  const [refused, noAnswer] = FAILED[op];
  return error instanceof ApiError && error.status > 0 ? { title: refused, message: error.message } : { message: noAnswer };
}

export const toastFailure = (op: TemplateOp, error: unknown) => notifications.show({ color: 'red', ...templateFailure(op, error), autoClose: TOAST_MS });
