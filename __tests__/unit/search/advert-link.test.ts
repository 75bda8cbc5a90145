/** @jest-environment node */
import { pickAdvertHref } from '@/features/adverts/model/advert-link';

describe('advert links', () => {
  it('follows the advert’s own link first', () => {
    expect(pickAdvertHref({ linkUrl: '/restaurant', restaurantId: 3 })).toBe('/restaurant');
  });

  it('§2 deep links: a restaurant’s advert goes through /?restaurantId=', () => {
    expect(pickAdvertHref({ linkUrl: null, restaurantId: 12 })).toBe('/?restaurantId=12');
  });

  it('an advert with neither opens the search', () => {
    expect(pickAdvertHref({ linkUrl: null, restaurantId: null })).toBe('/restaurant');
  });
});
