import type { TLiveEvent } from '@/contracts/live-contract';

/** An event as a subscriber receives it: `seq` orders one user's events and is the SSE event id. */
export interface DeliveredLiveEvent extends TLiveEvent {
  seq: string;
}

export interface LiveSubscription {
  close(): void;
}

export interface SubscribeOptions {
  /** The last event the subscriber saw (Last-Event-ID): what came after is replayed first. */
  afterSeq: string | null;
  onEvent(event: DeliveredLiveEvent): void;
  /** The adapter can no longer promise delivery (lost its database listener, closed): end the stream, the client reconnects and replays. */
  onEnd(): void;
}

/** The sub-nodes of a diner's realtime data, `users/{uid}/…` (SPEC §3 per-user realtime data). */
export type UserDataNode = 'info' | 'settings' | 'address' | 'favorite';

/**
 * Per-user live events (SPEC §3 per-user realtime data). Writes stay REST; a service publishes
 * "this changed" to the users concerned after its transaction commits, and each user's open
 * channels hear it on every app instance. The default is our own SSE over a PostgreSQL fan-out;
 * with Firebase configured, each diner's data and events are also mirrored to its Realtime Database.
 */
export interface RealtimeAdapter {
  readonly kind: 'sse' | 'firebase';
  publish(userIds: readonly string[], event: TLiveEvent): Promise<void>;
  subscribe(userId: string, options: SubscribeOptions): Promise<LiveSubscription>;
  /** Whether `mirror` keeps a copy anywhere: when false, nobody needs to read the data to mirror. */
  readonly mirrorsUserData: boolean;
  /** Replaces one sub-node of `users/{uid}` with what PostgreSQL now holds (null: removes it). */
  mirror(userId: string, node: UserDataNode, value: unknown): Promise<void>;
  /** Removes everything kept for the user (their account is gone). */
  forget(userId: string): Promise<void>;
  close(): Promise<void>;
}
