import { MAX_ADDRESSES_PER_USER, type TAddress, type TAddressList, type TCreateAddressRequest, type TUpdateAddressRequest } from '@/contracts/address-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { mirrorUserData } from '@/server/live/mirror-user-data';
import { badRequest, conflict, notFound, unauthenticated } from '@/server/http/app-error-factory';
import {
  cityExists,
  countAddressesOfUser,
  deleteOwnAddress,
  findAddressesOfUser,
  findOwnAddress,
  insertAddress,
  lockUser,
  promoteOldestToDefault,
  unsetOtherDefaults,
  updateOwnAddress,
  type AddressRow,
  type AddressValues,
} from './address-repository';

function toAddress(row: AddressRow): TAddress {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function assertCityExists(db: Queryable, cityId: number | undefined): Promise<void> {
  if (cityId !== undefined && !(await cityExists(db, cityId))) {
    throw badRequest('unknown_city', `No city with id ${cityId}`, { field: 'cityId' });
  }
}

async function lockOwner(db: Queryable, userId: string): Promise<void> {
  if (!(await lockUser(db, userId))) throw unauthenticated('This account no longer exists');
}

async function readOwnAddress(db: Queryable, userId: string, addressId: string): Promise<TAddress> {
  const row = await findOwnAddress(db, userId, addressId);
  if (!row) throw notFound('Address');
  return toAddress(row);
}

export async function listAddresses(db: Queryable, userId: string): Promise<TAddressList> {
  return { items: (await findAddressesOfUser(db, userId)).map(toAddress) };
}

/** At most MAX_ADDRESSES_PER_USER; the first one, or one asked to be, is the only default. */
export async function createAddress(deps: AppDeps, userId: string, input: TCreateAddressRequest): Promise<TAddress> {
  await assertCityExists(deps.db, input.cityId);
  const id = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await countAddressesOfUser(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_USER) {
      throw conflict('address_limit_reached', `At most ${MAX_ADDRESSES_PER_USER} addresses per user`, { max: MAX_ADDRESSES_PER_USER });
    }
    const isDefault = existing === 0 || input.isDefault === true;
    const newId = await insertAddress(tx, userId, { ...input, isDefault }, deps.now());
    if (isDefault) await unsetOtherDefaults(tx, userId, newId);
    return newId;
  });
  await mirrorUserData(deps, userId, ['address']);
  return readOwnAddress(deps.db, userId, id);
}

export async function updateAddress(deps: AppDeps, userId: string, addressId: string, input: TUpdateAddressRequest): Promise<TAddress> {
  await assertCityExists(deps.db, input.cityId);
  const values: AddressValues = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    if (!(await updateOwnAddress(tx, userId, addressId, values))) throw notFound('Address');
    if (input.isDefault === true) await unsetOtherDefaults(tx, userId, addressId);
  });
  await mirrorUserData(deps, userId, ['address']);
  return readOwnAddress(deps.db, userId, addressId);
}

export async function deleteAddress(deps: AppDeps, userId: string, addressId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const deleted = await deleteOwnAddress(tx, userId, addressId);
    if (!deleted) throw notFound('Address');
    if (deleted.wasDefault) await promoteOldestToDefault(tx, userId);
  });
  await mirrorUserData(deps, userId, ['address']);
}
