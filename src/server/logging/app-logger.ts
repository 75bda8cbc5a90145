import { getServerEnv } from '@/config/env.server';
import { createLogger, type Logger } from './logger';

const globalForLogger = globalThis as typeof globalThis & { __tableeLogger?: Logger };

/** The process's logger, for work outside a request (start-up, jobs, the database pool). */
export function getAppLogger(): Logger {
  globalForLogger.__tableeLogger ??= createLogger({ level: getServerEnv().LOG_LEVEL });
  return globalForLogger.__tableeLogger;
}
