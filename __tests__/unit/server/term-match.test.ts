/** @jest-environment node */
import { deletesOf, isOneTypoApart, lookupKeysOf, matchKindOf } from '@/server/search/term-match';

describe('search: a vocabulary word matches a typed word when it is it, begins with it, or is one typo away (four letters or more)', () => {
  it.each([
    ['a letter missing', 'jardn', 'jardin'],
    ['a letter extra', 'royall', 'royal'],
    ['two neighbours swapped', 'brasreo', 'brasero'],
    ['a wrong letter', 'akisi', 'akissi'],
  ])('one typo: %s', (_kind, typed, word) => {
    expect(isOneTypoApart(typed, word)).toBe(true);
    expect(matchKindOf(typed, word)).toBe('typo');
  });

  it.each([
    ['cocody', 'coco'],
    ['zorbqixe', 'zorbaquixe'],
    ['abcd', 'badc'],
  ])('two typos are not a match: %s / %s', (typed, word) => {
    expect(isOneTypoApart(typed, word)).toBe(false);
    expect(matchKindOf(typed, word)).toBeNull();
  });

  it('forgives no typo in a word of fewer than four letters, but still matches its beginning', () => {
    expect(matchKindOf('riz', 'ris')).toBeNull();
    expect(matchKindOf('riz', 'rizotto')).toBe('prefix');
    expect(matchKindOf('ryal', 'royal')).toBe('typo');
  });

  it('takes the best kind: exact above prefix above typo', () => {
    expect(matchKindOf('yassa', 'yassa')).toBe('exact');
    expect(matchKindOf('pizz', 'pizza')).toBe('prefix');
  });

  it('treats an alternate spelling as if it had been typed', () => {
    expect(matchKindOf('shawarma', 'chawarma')).toBe('exact');
    expect(matchKindOf('tieb', 'thieb')).toBe('exact');
    expect(matchKindOf('tieb', 'thieboudienne')).toBe('prefix');
  });

  it('looks every candidate up by index keys: the words, their one-letter deletions and the prefixes', () => {
    expect(deletesOf('vert')).toEqual(['ert', 'vrt', 'vet', 'ver']);
    const keys = lookupKeysOf('ryal');
    expect(keys.words).toEqual(expect.arrayContaining(['ryal', 'yal', 'ral']));
    expect(keys.variants).toEqual(expect.arrayContaining(['ryal', 'ral']));
    expect(keys.prefixes).toEqual(['ryal']);
    expect(lookupKeysOf('riz').variants).toEqual([]);
  });
});
