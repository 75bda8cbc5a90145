import type { TOrderProblem } from '@/contracts/order-contract';
import type { TOrderProblemCode } from '@/contracts/order-limits';

/** One problem of an order as checkOrder reports it (English message; the UI translates the code). */
export const problem = (code: TOrderProblemCode, message: string, details?: Record<string, unknown>): TOrderProblem => (details ? { code, message, details } : { code, message });
