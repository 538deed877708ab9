import { describe, expect, it } from 'vitest';
import { formatBytes } from './library';

describe('formatBytes', () => {
  it('writes sizes as people read them', () => {
    expect([512, 2048, 300 * 1024, 5 * 1024 * 1024, 1.2 * 1024 ** 3, 5 * 1024 ** 3].map(formatBytes)).toEqual([
      '512 B',
      '2.0 KB',
      '300 KB',
      '5.0 MB',
      '1.2 GB',
      '5 GB',
    ]);
  });
});
