import type { TDish } from '@/contracts/dish-contract';
import { groupBy } from '@/lib/group-by';

/** The order a meal is served in; a course the list does not know comes last. */
const COURSE_ORDER = ['starter', 'main', 'side', 'dessert', 'drink'];

const rankOf = (course: string) => {
  const rank = COURSE_ORDER.indexOf(course);
  return rank === -1 ? COURSE_ORDER.length : rank;
};

export interface TCourseGroup {
  course: string;
  dishes: TDish[];
}

/** A menu's dishes grouped by course, in serving order; dishes keep the menu's order within a course. */
export function groupDishesByCourse(dishes: TDish[]): TCourseGroup[] {
  return [...groupBy(dishes, (dish) => dish.course).entries()].map(([course, list]) => ({ course, dishes: list })).sort((a, b) => rankOf(a.course) - rankOf(b.course));
}
