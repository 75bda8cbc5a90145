/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every other way of writing the CFA franc than "F CFA": "FCFA", "F.CFA", "F. CFA", "Fcfa". */
const OTHER_SPELLING = /\bF\.? ?CFA\b|\bFCFA\b/i;
const ONE_SPELLING = /\bF CFA\b/g;

function listFiles(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [full] : [];
  });
}

/** The lines that write the CFA franc another way, the one spelling removed first. */
function findOtherSpellings(files: readonly string[]) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${path.relative(process.cwd(), file)}:${index + 1}`, line: line.replace(ONE_SPELLING, '') }))
      .filter(({ line }) => OTHER_SPELLING.test(line))
      .map(({ where }) => where),
  );
}

describe('one way to write the currency', () => {
  it('no translation writes the CFA franc other than "F CFA"', () => {
    expect(findOtherSpellings(listFiles(path.join(process.cwd(), 'public/locales'), ['.json']))).toEqual([]);
  });

  it('no source string (screens, e-mails, demo data) writes the CFA franc other than "F CFA"', () => {
    expect(findOtherSpellings(listFiles(path.join(process.cwd(), 'src'), ['.ts', '.tsx']))).toEqual([]);
  });

  it('the check itself catches the other spellings', () => {
    const probe = ['6 000 FCFA', '6 000 F.CFA', 'Fcfa 6 000', '6 000 F. CFA'];
    expect(probe.filter((text) => OTHER_SPELLING.test(text.replace(ONE_SPELLING, '')))).toEqual(probe);
    expect(OTHER_SPELLING.test('5 000 F CFA'.replace(ONE_SPELLING, ''))).toBe(false);
  });
});
