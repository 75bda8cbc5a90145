/** @jest-environment node */
import { lintTexts } from './lint-texts';

const BROWSER_ONLY = "import dynamic from 'next/dynamic';\nexport const Panel = dynamic(() => import('./panel').then((m) => m.Panel), { ssr: false });\n";
const SERVER_RENDERED = "import dynamic from 'next/dynamic';\nexport const Panel = dynamic(() => import('./panel').then((m) => m.Panel));\n";
const GUARDED = "import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';\nexport const Panel = clientOnlyDynamic(() => import('./panel').then((m) => m.Panel));\n";

const lint = (fixtures: { filePath: string; code: string }[]) =>
  lintTexts(fixtures).map((messages) => messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message));

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
