import { sortRestaurantImages } from '@/lib/restaurant-images';

describe('sortRestaurantImages', () => {
  it('§3 restaurant data: images sorted ascending by order, a missing order counting as 0', () => {
    const images = [
      { id: 1, order: 2 },
      { id: 2, order: null },
      { id: 3, order: -1 },
      { id: 4, order: undefined },
      { id: 5, order: 1 },
    ];
    expect(sortRestaurantImages(images).map((i) => i.id)).toEqual([3, 2, 4, 5, 1]);
  });

  it('does not mutate its input', () => {
    const images = [{ id: 1, order: 3 }, { id: 2, order: 1 }];
    sortRestaurantImages(images);
    expect(images.map((i) => i.id)).toEqual([1, 2]);
  });
});
