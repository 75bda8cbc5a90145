/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from '../support/test-app';
import { PASSWORD, RELAXED_RATE_LIMIT, signUpUser, uniqueEmail } from '../accounts/account-fixtures';
import { collectLogs, type CollectedLogs } from './log-collector';

const REFUSED_NAME = 'Refusé-par-la-base';

let ctx: TestContext;
let logs: CollectedLogs;

beforeAll(async () => {
  logs = collectLogs();
  ctx = await createTestContext(RELAXED_RATE_LIMIT, { logger: logs.logger });
  // A real failing query: the database itself refuses this first name.
  await ctx.database.db.execute(sql.raw(`alter table users add constraint users_test_refused_name check (first_name is distinct from '${REFUSED_NAME}')`));
});
beforeEach(() => logs.clear());
afterAll(async () => {
  await ctx?.close();
});

const linesOf = (requestId: string | null) => logs.lines().filter((line) => line.requestId === requestId);

describe('logs are structured and hold no personal data or secret', () => {
  it('a sign-up whose query fails logs the database error code and constraint, never the e-mail, password, hash or parameters', async () => {
    const email = uniqueEmail('secret.person');
    const res = await call(ctx, 'POST', '/api/auth/signup', { body: { email, password: PASSWORD, firstName: REFUSED_NAME } });
    expect(res.status).toBe(500);
    expect(res.json.error).toMatchObject({ code: 'internal', message: 'Internal server error' });

    const requestId = res.headers.get('x-request-id');
    const lines = linesOf(requestId);
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure).toMatchObject({ level: 50, err: { type: 'DrizzleQueryError', cause: { code: '23514', constraint: 'users_test_refused_name' } } });

    const text = logs.text();
    for (const secret of [email, email.split('@')[0], PASSWORD, 'scrypt$', REFUSED_NAME, 'params', 'Failed query']) expect(text).not.toContain(secret);
  });

  it('a sign-up and a login log neither the address nor the password nor the session token', async () => {
    const user = await signUpUser(ctx);
    const login = await call(ctx, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    await call(ctx, 'GET', '/api/whoAmI', { token: login.json.token });
    const text = logs.text();
    for (const secret of [user.email, user.password, user.token, login.json.token]) expect(text).not.toContain(secret);
  });

  it('every request logs one line with its method, route pattern, status, duration and request id', async () => {
    const res = await call(ctx, 'GET', '/api/restaurants/data/999999999');
    const lines = linesOf(res.headers.get('x-request-id'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/api/restaurants/data/:id', status: 404, level: 30 });
    expect(typeof lines[0].durationMs).toBe('number');
    expect(typeof lines[0].time).toBe('string');
  });

  it('keeps a caller’s X-Request-Id that looks like an id and replaces any other', async () => {
    const kept = await call(ctx, 'GET', '/api/site-settings', { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.42');
    expect(linesOf('edge-7f3a.42')).toHaveLength(1);
    const forged = await call(ctx, 'GET', '/api/site-settings', { headers: { 'x-request-id': 'a b"} {"level":60' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
