import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/client';
import { templateFailure, templateSuccess } from './template-toasts';

describe('§8 template toasts', () => {
  it.each([
    ['save', 'Failed to save template', 'An error occurred while saving the template'],
    ['update', 'Failed to update template', 'An error occurred while updating the template'],
    ['rename', 'Failed to rename template', 'An error occurred while renaming the template'],
    ['delete', 'Failed to delete template', 'An error occurred while deleting the template'],
  ] as const)('%s: a refusal shows its reason under the spec text; no answer the other text', (op, refused, noAnswer) => {
    expect(templateFailure(op, new ApiError('Template not found.', 404))).toEqual({ title: refused, message: 'Template not found.' });
    expect(templateFailure(op, new ApiError('An error occurred. Please check your Facebook Integration and try again.', 0, 'offline'))).toEqual({
      message: noAnswer,
    });
    expect(templateFailure(op, new Error('boom'))).toEqual({ message: noAnswer });
  });
  it('names the applied template', () => {
    expect(templateSuccess.applied('Summer')).toBe('Template Summer applied successfully');
  });
});
