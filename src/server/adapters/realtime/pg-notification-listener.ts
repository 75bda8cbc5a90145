import type { Logger } from '@/server/logging/logger';

export interface NotificationListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  url: string;
  channel: string;
  onPayload(payload: string): void;
  /** The connection is gone (server restart, network): notifications may have been missed. */
  onLost(): void;
  logger: Pick<Logger, 'warn'>;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel. It is not from the pool: a
 * pooled connection would be handed to queries and lose its LISTEN when returned.
 */
export async function listenOnPostgres({ url, channel, onPayload, onLost, logger }: ListenOptions): Promise<NotificationListener> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
  let ready = false;
  let closing = false;
  const lose = (error?: Error) => {
    if (closing || !ready) return;
    closing = true;
    logger.warn({ err: error }, 'live-event listener connection lost');
    client.end().catch(() => undefined);
    onLost();
  };
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  });
  client.on('error', lose);
  client.on('end', () => lose());
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  ready = true;
  return {
    async close() {
      if (closing) return;
      closing = true;
      await client.end();
    },
  };
}
