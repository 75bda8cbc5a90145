/**
 * What a log line may say about an error. A database error (drizzle's "Failed query: … params: …"
 * wrapper, or the driver's own error, whose message and detail quote the values) keeps only its
 * SQLSTATE code and the schema names involved: never the query's parameters or the row's values.
 */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack?: string;
  cause?: LoggedError;
}

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const MAX_CAUSES = 5;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Other errors keep their message, less any e-mail address in it (a mail server names the recipient it refused). */
const EMAIL_LIKE = /[^\s"'<>()[\],;:/\\]+@[^\s"'<>()[\],;:/\\]+\.[^\s"'<>()[\],;:/\\]+/g;
const scrub = (message: string | undefined) => message?.replace(EMAIL_LIKE, '[email]');

function isDatabaseError(error: ErrorFields): boolean {
  const message = text(error.message) ?? '';
  return 'params' in error || 'query' in error || message.startsWith('Failed query:') || (typeof error.severity === 'string' && typeof error.code === 'string');
}

/** The stack's frames only: its first line repeats the message. */
const framesOf = (stack: unknown) => text(stack)?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: typeof error === 'string' ? error : undefined };
  const fields = error as ErrorFields;
  const name = text(fields.name);
  const type = (name && name !== 'Error' ? name : text(error.constructor?.name)) ?? 'Error';
  const cause = fields.cause !== undefined && depth < MAX_CAUSES ? serializeError(fields.cause, depth + 1) : undefined;
  if (isDatabaseError(fields)) {
    return {
      type,
      code: text(fields.code),
      constraint: text(fields.constraint),
      table: text(fields.table),
      column: text(fields.column),
      routine: text(fields.routine),
      stack: framesOf(fields.stack),
      cause,
    };
  }
  return { type, message: scrub(text(fields.message)), code: text(fields.code), stack: framesOf(fields.stack), cause };
}

/** One line for a person reading a terminal (start-up, jobs): a database error by its SQLSTATE code only. */
export function describeError(error: unknown): string {
  const logged = serializeError(error);
  if (logged.message) return logged.message;
  let code: string | undefined;
  for (let current: LoggedError | undefined = logged; current && !code; current = current.cause) code = current.code;
  return code ? `${logged.type} (SQLSTATE ${code})` : logged.type;
}
