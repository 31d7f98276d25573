import { describe, expect, it } from 'vitest';
import { isFolderId } from './library/bookmark-folders.ts';
import { isUuid } from './ids.ts';

describe('an id', () => {
  it('is a UUID in either case, and nothing shaped only like one', () => {
    expect(isUuid('3577d63e-20fb-4e1b-8d79-9bf5ee78bc5b')).toBe(true);
    expect(isUuid('3577D63E-20FB-4E1B-8D79-9BF5EE78BC5B')).toBe(true);
    // Thirty-six hex digits and dashes in any order passed the looser checks some places kept.
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('3577d63e20fb4e1b8d799bf5ee78bc5b----')).toBe(false);
    expect(isUuid(' 3577d63e-20fb-4e1b-8d79-9bf5ee78bc5b')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('is checked one way for folders as for every other id', () => {
    expect(isFolderId).toBe(isUuid);
  });
});
