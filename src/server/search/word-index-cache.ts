import type { Queryable } from '@/server/db/client';
import { RestaurantWordIndex } from './restaurant-word-index';
import { loadRestaurantRatings, loadRestaurantWords, type WordIndexVersion } from './word-index-repository';

export interface VersionedIndex {
  index: RestaurantWordIndex;
  version: WordIndexVersion;
}

/** One index per database handle (each app instance, each test database), built on first use. */
const indexes = new WeakMap<object, { loading: Promise<VersionedIndex>; ready?: VersionedIndex }>();

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
  const slot: { loading: Promise<VersionedIndex>; ready?: VersionedIndex } = { loading };
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
