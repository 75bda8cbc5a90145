import type { TMoney } from '@/contracts/common-contract';
import type { TDishOptionGroup } from '@/contracts/dish-contract';

/** Chosen option ids per option group id (SPEC §3 cart item "collections"). */
export type TOptionSelection = Readonly<Record<number, readonly number[]>>;

/** A group with at most one choice is a radio group; the others are checkboxes. */
export const isSingleChoice = (group: TDishOptionGroup) => group.maxSelect <= 1;

/** Required single-choice groups start on their first option, so the shown total is a real order. */
export function selectDefaults(groups: readonly TDishOptionGroup[]): TOptionSelection {
  const selection: Record<number, number[]> = {};
  for (const group of groups) {
    const [first] = group.options;
    selection[group.id] = group.minSelect >= 1 && isSingleChoice(group) && first ? [first.id] : [];
  }
  return selection;
}

/**
 * Toggles one option: a radio group replaces its choice; a checkbox group adds or removes it,
 * refusing a new pick once maxSelect is reached (the diner unticks one first).
 */
export function toggleOption(selection: TOptionSelection, group: TDishOptionGroup, optionId: number): TOptionSelection {
  const current = selection[group.id] ?? [];
  if (isSingleChoice(group)) return { ...selection, [group.id]: [optionId] };
  if (current.includes(optionId)) return { ...selection, [group.id]: current.filter((id) => id !== optionId) };
  if (current.length >= group.maxSelect) return selection;
  return { ...selection, [group.id]: [...current, optionId] };
}

/** Groups whose choice count is below their minimum (the order cannot go ahead yet). */
export function findIncompleteGroups(groups: readonly TDishOptionGroup[], selection: TOptionSelection): TDishOptionGroup[] {
  return groups.filter((group) => (selection[group.id]?.length ?? 0) < group.minSelect);
}

/** The dish price plus the extra price of every chosen option, in the dish's currency (minor units). */
export function computeOptionTotal(price: TMoney, groups: readonly TDishOptionGroup[], selection: TOptionSelection): TMoney {
  let amount = price.amount;
  for (const group of groups) {
    const chosen = selection[group.id] ?? [];
    for (const option of group.options) {
      if (chosen.includes(option.id)) amount += option.price.amount;
    }
  }
  return { amount, currency: price.currency };
}
