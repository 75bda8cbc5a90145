import type { Queryable } from '@/server/db/client';
import { RestaurantWordIndex } from './restaurant-word-index';
import { loadRestaurantRatings, loadRestaurantWords, type WordIndexVersion } from './word-index-repository';

export interface VersionedIndex {
  index: RestaurantWordIndex;
  version: WordIndexVersion;
}

type Slot = { loading: Promise<VersionedIndex>; ready?: VersionedIndex };

// On globalThis, as the server's dependencies: Next bundles the instrumentation hook (which loads
// the index at start) apart from the API route, each with its own copy of this module.
const globalForIndexes = globalThis as typeof globalThis & { __tableeWordIndexes?: WeakMap<object, Slot> };

/** One index per database handle (each app instance, each test database), built on first use or at server start. */
const indexes = (globalForIndexes.__tableeWordIndexes ??= new WeakMap<object, Slot>());

async function build(db: Queryable): Promise<VersionedIndex> {
  const { version, restaurants } = await loadRestaurantWords(db);
  return { index: RestaurantWordIndex.build(restaurants), version };
}

async function reorder(db: Queryable, stale: VersionedIndex): Promise<VersionedIndex> {
  const { version, ratings } = await loadRestaurantRatings(db);
  // The words moved too in the meantime: only a full build is current.
  if (version.words !== stale.version.words) return build(db);
  return { index: stale.index.withRatings(ratings), version };
}

function remember(db: Queryable, loading: Promise<VersionedIndex>): Promise<VersionedIndex> {
  const slot: Slot = { loading };
  indexes.set(db, slot);
  loading.then(
    (ready) => {
      slot.ready = ready;
    },
    // A failed load is not kept: the next search tries again.
    () => {
      if (indexes.get(db) === slot) indexes.delete(db);
    },
  );
  return loading;
}

/** The restaurant word index of this database as last loaded (loading it the first time). */
export function currentWordIndex(db: Queryable): Promise<VersionedIndex> {
  return indexes.get(db)?.loading ?? remember(db, build(db));
}

/** Builds the index before any search needs it (at server start), so no diner's first search waits for it (about 0.5 s for 10,000 restaurants). */
export async function preloadWordIndex(db: Queryable): Promise<void> {
  await currentWordIndex(db);
}

/**
 * Replaces `stale` once a search has read another version in the database: a new ratings order
 * when only ratings moved, else a full build. Searches finding the same stale index share one load.
 */
export function refreshWordIndex(db: Queryable, stale: VersionedIndex, seen: WordIndexVersion): Promise<VersionedIndex> {
  const slot = indexes.get(db);
  // Already replaced, or being replaced, by another search.
  if (slot && slot.ready !== stale) return slot.loading;
  return remember(db, seen.words === stale.version.words ? reorder(db, stale) : build(db));
}

export const isCurrent = (index: VersionedIndex, seen: WordIndexVersion) => index.version.words === seen.words && index.version.ratings === seen.ratings;
