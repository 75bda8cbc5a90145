import { createLogger, type Logger } from '@/server/logging/logger';

export interface CollectedLogs {
  logger: Logger;
  /** Everything written, as the raw text a log shipper would receive. */
  text(): string;
  lines(): Record<string, unknown>[];
  clear(): void;
}

/** A real logger at info level whose destination keeps the lines in memory. */
export function collectLogs(): CollectedLogs {
  const chunks: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (chunk: string) => void chunks.push(chunk) } });
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void chunks.splice(0),
  };
}
