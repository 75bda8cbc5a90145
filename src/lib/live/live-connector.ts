import type { TLiveEvent } from '@/contracts/live-contract';

export interface LiveConnectionHandlers {
  /** The channel is up: events flow. */
  onOpen(): void;
  onEvent(event: TLiveEvent): void;
  /** The transport lost its link and is getting it back by itself: poll meanwhile, without starting over. */
  onInterrupted(): void;
  /** This connection is over: the channel closes it and opens another after the §9 delay. */
  onError(): void;
}

export interface LiveConnection {
  close(): void;
}

/**
 * One transport of a tab's live channel, for as long as someone listens: it remembers what the
 * last connection saw, so the next one asks only for what was missed. `connect` answers null when
 * the transport cannot run here (no EventSource): the queries then keep polling.
 */
export interface LiveConnector {
  connect(handlers: LiveConnectionHandlers): LiveConnection | null;
}
