import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('says one in the singular, any other count in the plural, with the thousands grouped', () => {
    expect([counted(0, 'creative'), counted(1, 'creative'), counted(2, 'creative'), counted(1200, 'creative')]).toEqual([
      '0 creatives',
      '1 creative',
      '2 creatives',
      '1,200 creatives',
    ]);
    expect([counted(1, 'copy', 'copies'), counted(3, 'copy', 'copies')]).toEqual(['1 copy', '3 copies']);
  });
});
