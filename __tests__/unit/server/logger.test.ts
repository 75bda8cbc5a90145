/** @jest-environment node */
import { createLogger } from '@/server/logging/logger';
import { describeError, serializeError } from '@/server/logging/serialize-error';

function capture() {
  const chunks: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (chunk: string) => void chunks.push(chunk) } });
  return { logger, text: () => chunks.join(''), last: () => JSON.parse(chunks[chunks.length - 1]) as Record<string, any> };
}

describe('logger', () => {
  it('redacts credentials and personal data wherever they sit in a logged object', () => {
    const { logger, last, text } = capture();
    logger.info({
      authorization: 'Bearer tok-1',
      headers: { cookie: 'auth_token=tok-2', 'set-cookie': 'x=tok-3' },
      user: { email: 'awa@example.ci', phone: '+22507000000', password: 'pw-4', passwordHash: 'scrypt$1' },
      body: { account: { token: 'tok-5', hash: 'h-6' } },
    }, 'event');
    for (const secret of ['tok-1', 'tok-2', 'tok-3', 'awa@example.ci', '+22507000000', 'pw-4', 'scrypt$1', 'tok-5', 'h-6']) expect(text()).not.toContain(secret);
    expect(last().user.email).toBe('[redacted]');
  });

  it('writes one JSON line per event with an ISO time and the fields of its child', () => {
    const { logger, last } = capture();
    logger.child({ requestId: 'r-1' }).warn({ route: '/api/x' }, 'slow');
    expect(last()).toMatchObject({ level: 40, requestId: 'r-1', route: '/api/x', msg: 'slow' });
    expect(new Date(last().time as string).toString()).not.toBe('Invalid Date');
  });
});

describe('serializeError', () => {
  it('keeps a database error’s code and constraint but never its query parameters, message or detail', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), {
      severity: 'ERROR',
      code: '23505',
      constraint: 'users_email_uq',
      table: 'users',
      detail: 'Key (lower(email))=(awa@example.ci) already exists.',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into users values ($1, $2)\nparams: awa@example.ci,scrypt$abc'), {
      name: 'DrizzleQueryError',
      query: 'insert into users values ($1, $2)',
      params: ['awa@example.ci', 'scrypt$abc'],
      cause: driver,
    });
    const logged = serializeError(wrapped);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '23505', constraint: 'users_email_uq', table: 'users' } });
    const text = JSON.stringify(logged);
    for (const secret of ['awa@example.ci', 'scrypt$abc', 'params', 'Failed query', 'already exists']) expect(text).not.toContain(secret);
  });

  it('keeps other errors’ messages, less any e-mail address, and their stack frames without the message line', () => {
    const error = new Error('ENAMETOOLONG: open /data/mail/2026-awa.kone@example.ci-1.json');
    const logged = serializeError(error);
    expect(logged.message).toMatch(/^ENAMETOOLONG: open \/data\/mail\/.*\[email\]/);
    expect(logged.message).not.toContain('awa.kone');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(logged.stack).not.toContain('example.ci');
  });
});

describe('describeError', () => {
  it('names a failed query by its SQLSTATE code, without the query or its parameters', () => {
    const wrapped = Object.assign(new Error('Failed query: select $1\nparams: awa@example.ci'), {
      name: 'DrizzleQueryError',
      params: ['awa@example.ci'],
      cause: Object.assign(new Error('relation "x" does not exist'), { severity: 'ERROR', code: '42P01' }),
    });
    expect(describeError(wrapped)).toBe('DrizzleQueryError (SQLSTATE 42P01)');
    expect(describeError(new Error('Invalid environment: PORT'))).toBe('Invalid environment: PORT');
  });
});
