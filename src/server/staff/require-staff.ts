import type { Context, MiddlewareHandler } from 'hono';
import { requireUser } from '@/server/accounts/auth-middleware';
import type { Queryable } from '@/server/db/client';
import { forbidden } from '@/server/http/app-error-factory';
import type { AppEnv } from '@/server/http/app-env';
import { findStaffRole, type StaffRole } from './staff-repository';

/** 403 unless the user works for the restaurant (in one of `roles` when given); answers their role. */
export async function assertStaffOf(db: Queryable, userId: string, restaurantId: number, roles?: readonly StaffRole[]): Promise<StaffRole> {
  const role = await findStaffRole(db, userId, restaurantId);
  if (!role || (roles && !roles.includes(role))) throw forbidden('Only the restaurant’s staff may do this');
  return role;
}

const fromRouteParam = (c: Context<AppEnv>) => Number(c.req.param('restaurantId'));

/**
 * Guards a staff endpoint (the manager API): 401 without a session, 403 unless the caller works for
 * the restaurant the route names — by default its `{restaurantId}` path parameter.
 */
export function requireStaff(readRestaurantId: (c: Context<AppEnv>) => number = fromRouteParam, roles?: readonly StaffRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = requireUser(c);
    const restaurantId = readRestaurantId(c);
    if (!Number.isSafeInteger(restaurantId) || restaurantId <= 0) throw forbidden('Only the restaurant’s staff may do this');
    await assertStaffOf(c.var.deps.db, user.id, restaurantId, roles);
    await next();
  };
}
