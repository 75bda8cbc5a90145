/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@/contracts/error-contract';

const localesDir = path.join(process.cwd(), 'public/locales');
const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => flatten(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
const keysOf = (lng: string) =>
  new Set(readdirSync(path.join(localesDir, lng)).flatMap((file) => flatten(JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8'))).map((k) => `${file}:${k}`)));

describe('translations', () => {
  it('French and English have exactly the same keys', () => {
    const fr = keysOf('fr');
    const en = keysOf('en');
    expect([...fr].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !fr.has(k))).toEqual([]);
  });

  it('every API error code has a message in both languages', () => {
    for (const lng of ['fr', 'en']) {
      const keys = keysOf(lng);
      expect(ERROR_CODES.filter((code) => !keys.has(`common.json:errors.${code}`))).toEqual([]);
    }
  });
});
