import type { TOrderCheck, TOrderProblem } from '@/contracts/order-contract';

/** Where the order screen shows a problem: beside the part of the order it concerns. */
export type ProblemPlace = 'type' | 'time' | 'address' | 'offer' | 'lines' | 'order';

export function placeOfProblem(code: TOrderProblem['code']): ProblemPlace {
  if (code.startsWith('offer_') || code.startsWith('coupon_')) return 'offer';
  if (code.startsWith('address_')) return 'address';
  if (code.startsWith('time_') || code === 'restaurant_closed') return 'time';
  if (code === 'order_type_not_offered') return 'type';
  if (code.startsWith('dish_') || code === 'option_invalid') return 'lines';
  return 'order';
}

export const problemsAt = (problems: readonly TOrderProblem[], place: ProblemPlace) => problems.filter((problem) => placeOfProblem(problem.code) === place);

/**
 * The discount problem that makes the cart's offer or coupon stop applying, or 'gone' when the
 * server simply no longer grants it; null while it applies (or nothing was chosen).
 */
export function lostDiscount(check: TOrderCheck, hadDiscount: boolean): TOrderProblem['code'] | 'gone' | null {
  const problem = problemsAt(check.problems, 'offer')[0];
  if (problem) return problem.code;
  if (hadDiscount && check.discount === null) return 'gone';
  return null;
}
