/** @jest-environment node */
import type { TDishOptionGroup } from '@/contracts/dish-contract';
import { computeOptionTotal, findIncompleteGroups, selectDefaults, toggleOption } from '@/features/dishes/model/option-selection';

const xof = (amount: number) => ({ amount, currency: 'XOF' });

const side: TDishOptionGroup = {
  id: 1, name: 'Accompagnement', minSelect: 1, maxSelect: 1,
  options: [{ id: 11, name: 'Attiéké', price: xof(0) }, { id: 12, name: 'Alloco', price: xof(500) }],
};
const extras: TDishOptionGroup = {
  id: 2, name: 'Suppléments', minSelect: 0, maxSelect: 2,
  options: [{ id: 21, name: 'Œuf', price: xof(500) }, { id: 22, name: 'Champignons', price: xof(1000) }, { id: 23, name: 'Double fromage', price: xof(1500) }],
};
const groups = [side, extras];
const base = xof(6500);

describe('§3 cart item collections: dish option total', () => {
  it('starts a required single choice on its first option, and leaves optional groups empty', () => {
    expect(selectDefaults(groups)).toEqual({ 1: [11], 2: [] });
    expect(computeOptionTotal(base, groups, selectDefaults(groups))).toEqual(xof(6500));
  });

  it('adds the extra price of the chosen radio option, replacing the previous one', () => {
    const picked = toggleOption(selectDefaults(groups), side, 12);
    expect(picked[1]).toEqual([12]);
    expect(computeOptionTotal(base, groups, picked)).toEqual(xof(7000));
  });

  it('sums every ticked checkbox and removes an extra when unticked', () => {
    let selection = toggleOption(selectDefaults(groups), extras, 21);
    selection = toggleOption(selection, extras, 22);
    expect(computeOptionTotal(base, groups, selection)).toEqual(xof(8000));
    selection = toggleOption(selection, extras, 21);
    expect(computeOptionTotal(base, groups, selection)).toEqual(xof(7500));
  });

  it('refuses a pick beyond the group maximum', () => {
    let selection = toggleOption(selectDefaults(groups), extras, 21);
    selection = toggleOption(selection, extras, 22);
    const refused = toggleOption(selection, extras, 23);
    expect(refused).toBe(selection);
    expect(computeOptionTotal(base, groups, refused)).toEqual(xof(8000));
  });

  it('keeps the dish currency and ignores options of other dishes', () => {
    expect(computeOptionTotal({ amount: 1200, currency: 'EUR' }, groups, { 1: [12], 99: [1] })).toEqual({ amount: 1700, currency: 'EUR' });
  });

  it('names the groups still below their minimum', () => {
    expect(findIncompleteGroups(groups, { 1: [], 2: [] }).map((group) => group.id)).toEqual([1]);
    expect(findIncompleteGroups(groups, selectDefaults(groups))).toEqual([]);
  });
});
