import { execFileSync } from 'node:child_process';

export interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

// ESLint's Node API runs in a child process: the config is an ES module, which jest's module sandbox cannot load.
const RUNNER = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const fixture of JSON.parse(input)) {
  const [result] = await eslint.lintText(fixture.code, { filePath: fixture.filePath });
  answers.push(result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })));
}
process.stdout.write(JSON.stringify(answers));
`;

/** The project's lint messages for each piece of code, as if it were the file at filePath. */
export function lintTexts(fixtures: { filePath: string; code: string }[]): LintMessage[][] {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER], { cwd: process.cwd(), input: JSON.stringify(fixtures), encoding: 'utf8', timeout: 100_000 }));
}
