/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// ESLint's Node API runs in a child process: the config is an ES module, which jest's module sandbox cannot load.
const RUNNER = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const fixture of JSON.parse(input)) {
  const [result] = await eslint.lintText(fixture.code, { filePath: fixture.filePath });
  answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
}
process.stdout.write(JSON.stringify(answers));
`;

const BROWSER_ONLY = "import dynamic from 'next/dynamic';\nexport const Panel = dynamic(() => import('./panel').then((m) => m.Panel), { ssr: false });\n";
const SERVER_RENDERED = "import dynamic from 'next/dynamic';\nexport const Panel = dynamic(() => import('./panel').then((m) => m.Panel));\n";
const GUARDED = "import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';\nexport const Panel = clientOnlyDynamic(() => import('./panel').then((m) => m.Panel));\n";

function lint(fixtures: { filePath: string; code: string }[]): string[][] {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER], { cwd: process.cwd(), input: JSON.stringify(fixtures), encoding: 'utf8', timeout: 100_000 }));
}

describe('a browser-only component goes through clientOnlyDynamic (lint error otherwise)', () => {
  let answers: string[][];
  beforeAll(() => {
    answers = lint([
      { filePath: 'src/screens/home/lint-fixture.tsx', code: BROWSER_ONLY },
      { filePath: 'src/features/cart/lint-fixture.ts', code: BROWSER_ONLY },
      { filePath: 'src/screens/home/lint-fixture.tsx', code: SERVER_RENDERED },
      { filePath: 'src/screens/home/lint-fixture.tsx', code: GUARDED },
    ]);
  }, 120_000);

  it("next/dynamic with ssr: false is an error, in .tsx and .ts files", () => {
    for (const messages of answers.slice(0, 2)) expect(messages).toEqual([expect.stringMatching(/Use clientOnlyDynamic/)]);
  });

  it('a server-rendered next/dynamic and clientOnlyDynamic pass', () => {
    expect(answers.slice(2)).toEqual([[], []]);
  });
});
