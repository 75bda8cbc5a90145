import { z } from 'zod';
import { asc, desc, type SQL } from 'drizzle-orm';
import { invalidFilter } from './filter-error';
import type { FilterSpec, ParsedFilter } from './filter-spec';
import { buildWhere } from './build-where';

const ZInclude = z.union([z.string(), z.object({ relation: z.string() }).strict()]);

const ZFilterEnvelope = z
  .object({
    where: z.record(z.string(), z.unknown()).optional(),
    include: z.union([ZInclude, z.array(ZInclude)]).optional(),
    order: z.union([z.string(), z.array(z.string())]).optional(),
    limit: z.coerce.number().int().min(0).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    skip: z.coerce.number().int().min(0).optional(),
  })
  .strict();



/** Reads the `filter` query parameter (JSON text or an already-parsed object) against a resource's whitelist. */
export function parseFilter<R extends string>(raw: unknown, spec: FilterSpec<R>): ParsedFilter<R> {
  const envelope = ZFilterEnvelope.safeParse(decode(raw));
  if (!envelope.success) {
    throw invalidFilter(envelope.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; '));
  }
  const { where, include, order, limit, offset, skip } = envelope.data;
  if ((limit ?? 0) > spec.maxLimit) throw invalidFilter(`limit must be at most ${spec.maxLimit}`);
  return {
    where: where ? buildWhere(where, spec.where) : undefined,
    include: parseInclude(include, spec.include),
    orderBy: parseOrder(order ?? spec.defaultOrder, spec.order),
    limit: limit ?? spec.defaultLimit,
    offset: offset ?? skip ?? 0,
  };
}

function decode(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidFilter('filter is not valid JSON');
  }
}

function parseInclude<R extends string>(include: z.infer<typeof ZFilterEnvelope>['include'], allowed: readonly R[]): R[] {
  if (!include) return [];
  const names = (Array.isArray(include) ? include : [include]).map((item) => (typeof item === 'string' ? item : item.relation));
  for (const name of names) {
    if (!(allowed as readonly string[]).includes(name)) throw invalidFilter(`unknown relation "${name}"`, { allowed });
  }
  return [...new Set(names)] as R[];
}

function parseOrder(order: string | string[], allowed: FilterSpec['order']): SQL[] {
  const clauses = (Array.isArray(order) ? order : order.split(',')).map((c) => c.trim()).filter(Boolean);
  return clauses.map((clause) => {
    const [field, direction = 'ASC', ...rest] = clause.split(/\s+/);
    const column = allowed[field];
    if (!column || rest.length > 0) throw invalidFilter(`cannot order by "${clause}"`, { allowed: Object.keys(allowed) });
    const upper = direction.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw invalidFilter(`order direction must be ASC or DESC in "${clause}"`);
    return upper === 'ASC' ? asc(column) : desc(column);
  });
}
