import type { FilterSpec } from '@/server/http/filter/filter-spec';
import { restaurants } from '@/server/db/schema';

export type RestaurantRelation = 'images';

/** The fields, orders and relations a client may use in GET /restaurants?filter=… */
export const restaurantFilterSpec: FilterSpec<RestaurantRelation> = {
  where: {
    id: { column: restaurants.id, type: 'int' },
    slug: { column: restaurants.slug, type: 'string' },
    cityId: { column: restaurants.cityId, type: 'int' },
    countryId: { column: restaurants.countryId, type: 'int' },
    priceLevel: { column: restaurants.priceLevel, type: 'int' },
    ratingAverage: { column: restaurants.ratingAverage, type: 'number' },
    isFeatured: { column: restaurants.isFeatured, type: 'boolean' },
    offersBooking: { column: restaurants.offersBooking, type: 'boolean' },
    offersTakeAway: { column: restaurants.offersTakeAway, type: 'boolean' },
    offersDelivery: { column: restaurants.offersDelivery, type: 'boolean' },
  },
  order: {
    id: restaurants.id,
    name: restaurants.name,
    ratingAverage: restaurants.ratingAverage,
    ratingCount: restaurants.ratingCount,
    priceLevel: restaurants.priceLevel,
    createdAt: restaurants.createdAt,
  },
  include: ['images'],
  defaultOrder: ['ratingAverage DESC', 'id ASC'],
  defaultLimit: 20,
  maxLimit: 100,
};
