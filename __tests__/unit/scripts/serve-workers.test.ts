import { SERVER_SEMI_SPACE_MB, serverExecArgv, serverWorkerCount } from '../../../scripts/serve-workers';

describe('how many server processes npm start runs', () => {
  it('runs one per core with PostgreSQL', () => {
    expect(serverWorkerCount({ DATABASE_URL: 'postgres://db/tablee' }, 4)).toBe(4);
  });

  it('runs exactly one on the embedded database, which a single process owns, whatever is asked', () => {
    expect(serverWorkerCount({}, 4)).toBe(1);
    expect(serverWorkerCount({ WEB_CONCURRENCY: '3' }, 4)).toBe(1);
  });

  it('follows WEB_CONCURRENCY when it is a positive whole number, and ignores anything else', () => {
    expect(serverWorkerCount({ DATABASE_URL: 'postgres://db/tablee', WEB_CONCURRENCY: '3' }, 8)).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'many', '']) expect(serverWorkerCount({ DATABASE_URL: 'postgres://db/tablee', WEB_CONCURRENCY: bad }, 2)).toBe(2);
  });
});

describe('the Node.js flags of each server process', () => {
  it("keeps the primary's flags and gives the young generation more room", () => {
    expect(serverExecArgv(['--import', 'tsx'])).toEqual(['--import', 'tsx', `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`]);
  });

  it('leaves the size to the operator who set one, in NODE_OPTIONS or as a flag', () => {
    expect(serverExecArgv([], '--max-old-space-size=512 --max-semi-space-size=8')).toEqual([]);
    expect(serverExecArgv(['--max-semi-space-size=16'])).toEqual(['--max-semi-space-size=16']);
  });
});
