import type { TRestaurantTable } from '@/contracts/table-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { findTable } from './table-repository';

export async function getRestaurantTable(db: Queryable, tableId: number): Promise<TRestaurantTable> {
  const table = await findTable(db, tableId);
  if (!table) throw notFound('Table');
  return table;
}
