import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type FilterFieldType = 'int' | 'number' | 'string' | 'boolean' | 'date';

export interface FilterFieldSpec {
  column: AnyPgColumn;
  type: FilterFieldType;
}

/** What one resource lets a LoopBack-style `filter` touch; anything else is a 400. */
export interface FilterSpec<Relation extends string = string> {
  where: Record<string, FilterFieldSpec>;
  order: Record<string, AnyPgColumn>;
  include: readonly Relation[];
  defaultOrder: string[];
  defaultLimit: number;
  maxLimit: number;
}

export interface ParsedFilter<Relation extends string = string> {
  where: SQL | undefined;
  include: Relation[];
  orderBy: SQL[];
  limit: number;
  offset: number;
}
