import { buildMapUrl, formatPhoneForDisplay } from '@/features/restaurants/model/contact-links';
import { groupDishesByCourse } from '@/features/restaurants/model/dishes-by-course';
import { clampGalleryIndex, stepGalleryIndex } from '@/features/restaurants/model/gallery-index';
import { buildRatingBars } from '@/features/restaurants/model/rating-bars';
import type { TDish } from '@/contracts/dish-contract';

describe('restaurant page model', () => {
  it('rating distribution: five bars, best first, each a share of all reviews', () => {
    expect(buildRatingBars({ 1: 0, 2: 0, 3: 2, 4: 6, 5: 4 })).toEqual([
      { stars: 5, count: 4, share: 4 / 12 },
      { stars: 4, count: 6, share: 6 / 12 },
      { stars: 3, count: 2, share: 2 / 12 },
      { stars: 2, count: 0, share: 0 },
      { stars: 1, count: 0, share: 0 },
    ]);
    expect(buildRatingBars({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).every((bar) => bar.share === 0)).toBe(true);
  });

  it('shows an E.164 phone number grouped the local way', () => {
    expect(formatPhoneForDisplay('+2250117769588')).toBe('+225 01 17 76 95 88');
    expect(formatPhoneForDisplay('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhoneForDisplay('+237671234567')).toBe('+237 6 71 23 45 67');
    expect(formatPhoneForDisplay('not a number')).toBe('not a number');
  });

  it('links the address to OpenStreetMap with a marker, no embedded map', () => {
    expect(buildMapUrl({ latitude: 5.288227, longitude: -3.980361 })).toBe('https://www.openstreetmap.org/?mlat=5.288227&mlon=-3.980361#map=17/5.288227/-3.980361');
  });

  it('groups a menu’s dishes by course in serving order, unknown courses last', () => {
    const dish = (id: number, course: string) => ({ id, course }) as TDish;
    const groups = groupDishesByCourse([dish(1, 'drink'), dish(2, 'main'), dish(3, 'chef'), dish(4, 'starter'), dish(5, 'main')]);
    expect(groups.map((g) => [g.course, g.dishes.map((d) => d.id)])).toEqual([['starter', [4]], ['main', [2, 5]], ['drink', [1]], ['chef', [3]]]);
  });

  it('the gallery wraps at both ends and opens at a valid photo whatever it is given', () => {
    expect(stepGalleryIndex(4, 1, 5)).toBe(0);
    expect(stepGalleryIndex(0, -1, 5)).toBe(4);
    expect(clampGalleryIndex(9, 3)).toBe(2);
    expect(clampGalleryIndex('2', 3)).toBe(0);
  });
});
