import type { Queryable } from '@/server/db/client';
import { findProfile } from '@/server/accounts/account-repository';
import { toMe } from '@/server/accounts/me-mapper';
import { findAddressesOfUser } from '@/server/addresses/address-repository';
import { findFavoritesOfUser } from '@/server/favorites/favorite-repository';
import type { UserDataNode } from '@/server/adapters/realtime/realtime-adapter';

/** The Realtime Database stores no nulls: an unset field is simply absent. */
const withoutNulls = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined));

/** A list keyed by each item's generated key (SPEC §3 "list items get a generated key"); empty is no node. */
const keyedList = <T>(items: readonly T[], keyOf: (item: T) => string, valueOf: (item: T) => Record<string, unknown>) =>
  items.length === 0 ? null : Object.fromEntries(items.map((item) => [keyOf(item), withoutNulls(valueOf(item))]));

/**
 * What `users/{uid}/{node}` holds, read from PostgreSQL (the source of truth); null when there is
 * nothing. Never a password, its hash, the e-mail or a session: only what the diner's own screens show.
 */
export async function readUserDataNode(db: Queryable, userId: string, node: UserDataNode): Promise<unknown> {
  switch (node) {
    case 'info': {
      const profile = await findProfile(db, userId);
      if (!profile) return null;
      const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
      return withoutNulls({ name, avatar: profile.avatarUrl, phone: profile.phone });
    }
    case 'settings': {
      const profile = await findProfile(db, userId);
      if (!profile) return null;
      const { language, moneyId, notifications } = toMe(profile).settings;
      return { language, money: moneyId, notifications };
    }
    case 'address':
      return keyedList(await findAddressesOfUser(db, userId), (row) => row.id, ({ id, createdAt, ...row }) => ({ key: id, ...row, createdAt: createdAt.toISOString() }));
    case 'favorite':
      return keyedList(await findFavoritesOfUser(db, userId), (row) => row.key, (row) => ({ key: row.key, restaurantId: row.restaurantId, createdAt: row.createdAt.toISOString() }));
  }
}
