/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lintTexts, type LintMessage } from './lint-texts';

// DESIGN.md rule 1, as lint enforces it: a rule nobody tests silently rots.
const ROOT = process.cwd();
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** An existing module of a feature, as an import path (the resolver must find it for the rule to judge it). */
function moduleOf(feature: string): string {
  const files = readdirSync(path.join(ROOT, 'src/features', feature), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .sort();
  return `@/features/${feature}/${files[0].replace(/\.tsx?$/, '')}`;
}

interface Fixture {
  filePath: string;
  imports: string[];
}
const codeOf = (fixture: Fixture) =>
  `${fixture.imports.map((from, i) => `import * as imported${i} from '${from}';`).join('\n')}\nexport const used = [${fixture.imports.map((_, i) => `imported${i}`).join(', ')}];\n`;

const lint = (fixtures: Fixture[]) => lintTexts(fixtures.map((fixture) => ({ filePath: fixture.filePath, code: codeOf(fixture) })));

const boundaryErrors = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');

/** Every feature importing the next one (in folder order), so each generated zone is exercised. */
const crossImports: Fixture[] = FEATURES.map((feature, i) => ({
  filePath: `src/features/${feature}/lint-fixture.ts`,
  imports: [moduleOf(FEATURES[(i + 1) % FEATURES.length])],
}));
const allowed: [string, Fixture][] = [
  ['a feature importing its own modules, lib/ and components/', { filePath: `src/features/${FEATURES[0]}/lint-fixture.ts`, imports: [moduleOf(FEATURES[0]), '@/lib/session/get-me', '@/components/i18n/namespace-gate'] }],
  ['a screen combining two features', { filePath: 'src/screens/home/lint-fixture.ts', imports: [moduleOf(FEATURES[0]), moduleOf(FEATURES[1])] }],
];

let answers: LintMessage[][];
beforeAll(() => {
  answers = lint([...crossImports, ...allowed.map(([, fixture]) => fixture)]);
}, 120_000);

describe('one feature does not import another: a screen combines them (lint error)', () => {
  it('finds more than one feature to guard', () => {
    expect(FEATURES.length).toBeGreaterThan(1);
  });

  it.each(crossImports.map((fixture, i) => [fixture.filePath.split('/')[2], fixture.imports[0], i] as const))('%s importing %s is an error', (_feature, _from, index) => {
    const errors = boundaryErrors(answers[index]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/One feature does not import another/);
  });

  it.each(allowed.map(([label], i) => [label, crossImports.length + i] as const))('%s is allowed', (_label, index) => {
    expect(answers[index]).toEqual([]);
  });
});
