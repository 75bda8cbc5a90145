import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import { serializeError } from './serialize-error';

export type Logger = PinoLogger;
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Keys whose values never reach a log line, wherever they sit in a logged object (two levels deep). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'hash',
  'token',
  'tokenHash',
  'email',
  'to',
  'phone',
  'params',
];

const at = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => [at(key).replace(/^\./, ''), `*${at(key)}`, `*.*${at(key)}`]);

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go (stdout by default); tests pass a collector. */
  destination?: DestinationStream;
}

/** One JSON line per event, with secrets and personal data redacted and errors made safe to store. */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
