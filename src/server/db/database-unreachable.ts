/** PostgreSQL could not be reached or refused us: said in one sentence that names the server, never the password. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

interface ConnectionFailure {
  code?: unknown;
  message?: unknown;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'this host name is unknown',
  EAI_AGAIN: 'this host name could not be looked up',
  ETIMEDOUT: 'no answer in time',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ECONNRESET: 'the connection was reset',
  '28P01': 'the server refused the user name or password',
  '28000': 'the server refused this client',
  '3D000': 'this database does not exist',
};

/** host:port of a DATABASE_URL (5432 unless given); the credentials are never part of it. */
export function serverOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

export function describeConnectionFailure(databaseUrl: string, error: unknown): DatabaseUnreachableError {
  const failure = (error ?? {}) as ConnectionFailure;
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const timedOut = typeof failure.message === 'string' && /timeout/i.test(failure.message);
  const reason = (code && REASONS[code]) ?? (timedOut ? REASONS.ETIMEDOUT : `error ${code ?? 'unknown'}`);
  return new DatabaseUnreachableError(`Cannot reach PostgreSQL at ${serverOf(databaseUrl)}: ${reason}. Check DATABASE_URL and that the server is running.`);
}
