import { containsNul, isSaneInstant } from '@/contracts/input-guards';
import type { FilterFieldType } from './filter-spec';
import { invalidFilter } from './filter-error';

const MAX_INT = 2_147_483_647;

/** Accepts a JSON value for a field only if it fits the field's type. */
export function coerceFilterValue(key: string, type: FilterFieldType, value: unknown): string | number | boolean | Date {
  const fail = () => invalidFilter(`"${key}" expects a ${type}`, { field: key, received: value });
  switch (type) {
    case 'int': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > MAX_INT) throw fail();
      return n;
    }
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw fail();
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail();
    case 'string':
      if (typeof value !== 'string' || value.length > 200 || containsNul(value)) throw fail();
      return value;
    case 'date': {
      if (typeof value !== 'string' && typeof value !== 'number') throw fail();
      const date = new Date(value);
      if (!isSaneInstant(date)) throw fail();
      return date;
    }
  }
}
