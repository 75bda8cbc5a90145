import { and, between, eq, gt, gte, ilike, inArray, lt, lte, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { FilterFieldSpec } from './filter-spec';
import { coerceFilterValue } from './coerce-filter-value';
import { invalidFilter } from './filter-error';

type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'inq' | 'nin' | 'between' | 'like';
const OPERATORS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'inq', 'nin', 'between', 'like']);
const MAX_DEPTH = 4;
const MAX_LIST = 100;

/** Turns a LoopBack `where` object into SQL, allowing only whitelisted fields. */
export function buildWhere(where: Record<string, unknown>, fields: Record<string, FilterFieldSpec>, depth = 0): SQL | undefined {
  if (depth > MAX_DEPTH) throw invalidFilter('where is nested too deeply');
  const conditions = Object.entries(where).map(([key, value]) => {
    if (key === 'and' || key === 'or') return buildGroup(key, value, fields, depth);
    const field = fields[key];
    if (!field) throw invalidFilter(`unknown field "${key}"`, { allowed: Object.keys(fields) });
    return buildCondition(key, field, value);
  });
  return conditions.length ? and(...conditions) : undefined;
}

function buildGroup(kind: 'and' | 'or', value: unknown, fields: Record<string, FilterFieldSpec>, depth: number): SQL | undefined {
  if (!Array.isArray(value) || value.length === 0) throw invalidFilter(`"${kind}" must be a non-empty array`);
  const parts = value.map((part) => {
    if (!part || typeof part !== 'object' || Array.isArray(part)) throw invalidFilter(`"${kind}" items must be objects`);
    return buildWhere(part as Record<string, unknown>, fields, depth + 1);
  });
  return kind === 'and' ? and(...parts) : or(...parts);
}

function buildCondition(key: string, field: FilterFieldSpec, value: unknown): SQL {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return eq(field.column, coerceFilterValue(key, field.type, value));
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1 || !OPERATORS.has(entries[0][0])) throw invalidFilter(`"${key}" takes a value or one of ${[...OPERATORS].join(', ')}`);
  const [operator, operand] = entries[0] as [Operator, unknown];
  return applyOperator(key, field, operator, operand);
}

function applyOperator(key: string, field: FilterFieldSpec, operator: Operator, operand: unknown): SQL {
  const one = () => coerceFilterValue(key, field.type, operand);
  const list = () => {
    if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_LIST) throw invalidFilter(`"${key}.${operator}" must be an array of 1 to ${MAX_LIST} values`);
    return operand.map((item) => coerceFilterValue(key, field.type, item));
  };
  switch (operator) {
    case 'eq': return eq(field.column, one());
    case 'neq': return ne(field.column, one());
    case 'gt': return gt(field.column, one());
    case 'gte': return gte(field.column, one());
    case 'lt': return lt(field.column, one());
    case 'lte': return lte(field.column, one());
    case 'inq': return inArray(field.column, list());
    case 'nin': return notInArray(field.column, list());
    case 'between': {
      const [low, high] = list();
      if (!Array.isArray(operand) || operand.length !== 2) throw invalidFilter(`"${key}.between" takes exactly two values`);
      return between(field.column, low, high);
    }
    case 'like': {
      if (field.type !== 'string' || typeof operand !== 'string') throw invalidFilter(`"${key}.like" needs a text field and a text pattern`);
      return ilike(field.column, operand);
    }
  }
}
