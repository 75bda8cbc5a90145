import type { Tx } from '../client';
import { adverts, eventDishes, eventMenus, events, helpQuestions, offers, rewardCoupons } from '../schema';
import { eventsData } from './events-data';
import { helpQuestionsData } from './help-data';
import type { InsertedRestaurant } from './insert-restaurants';
import { restaurantCurrency } from './insert-restaurants';
import { advertsData, offersData, rewardCouponsData } from './offers-data';
import { createRandom } from './prng';

const DAY_MS = 86_400_000;

function findRestaurant(inserted: InsertedRestaurant[], name: string): InsertedRestaurant {
  const found = inserted.find((entry) => entry.plan.data.name === name);
  if (!found) throw new Error(`Seed data refers to an unknown restaurant: ${name}`);
  return found;
}

/** The UTC instant of a local wall-clock time `inDays` days after `now`'s UTC date. */
export function localEveningToUtc(now: Date, inDays: number, localTime: string, utcOffsetHours: number): Date {
  const [hours, minutes] = localTime.split(':').map(Number);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays, hours - utcOffsetHours, minutes));
}

export async function insertEvents(tx: Tx, inserted: InsertedRestaurant[], now: Date): Promise<void> {
  const random = createRandom(20_240_611);
  const planned = eventsData.map((event) => ({ event, restaurant: findRestaurant(inserted, event.restaurantName) }));
  const rows = await tx
    .insert(events)
    .values(planned.map(({ event, restaurant }) => {
      const startsAt = localEveningToUtc(now, event.inDays, event.localStart, restaurant.plan.city.utcOffsetHours);
      return {
        restaurantId: restaurant.id,
        titleFr: event.titleFr, titleEn: event.titleEn,
        descriptionFr: event.descriptionFr, descriptionEn: event.descriptionEn,
        startsAt, endsAt: new Date(startsAt.getTime() + event.durationHours * 3_600_000),
        capacity: event.capacity, priceAmount: event.price,
        currency: restaurantCurrency(restaurant.plan.city.countryCode), imageUrl: event.imageUrl,
      };
    }))
    .returning({ id: events.id });
  const menuLinks = planned.flatMap(({ restaurant }, i) => restaurant.menuIds.slice(1).map((menuId) => ({ eventId: rows[i].id, menuId })));
  if (menuLinks.length > 0) await tx.insert(eventMenus).values(menuLinks);
  const dishLinks = planned.flatMap(({ restaurant }, i) => {
    const candidates = restaurant.plan.dishes
      .map((dish, index) => ({ dish, id: restaurant.dishIds[index] }))
      .filter(({ dish }) => dish.course !== 'drink' && dish.isAvailable);
    return random.sample(candidates, random.int(4, 6)).map(({ id }) => ({ eventId: rows[i].id, dishId: id, stock: random.int(4, 12) * 5 }));
  });
  await tx.insert(eventDishes).values(dishLinks);
}

export async function insertOffersAndRewards(tx: Tx, inserted: InsertedRestaurant[], now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const restaurantId = (name: string | null) => (name ? findRestaurant(inserted, name).id : null);
  await tx.insert(offers).values(offersData.map(({ restaurantName, startsInDays, endsInDays, ...offer }) => ({
    ...offer,
    restaurantId: restaurantId(restaurantName),
    startsAt: at(startsInDays),
    endsAt: at(endsInDays),
    redemptionsCount: offer.maxRedemptions ? Math.floor(offer.maxRedemptions / 10) : 0,
  })));
  await tx.insert(rewardCoupons).values(rewardCouponsData.map(({ restaurantName, ...coupon }) => ({ ...coupon, restaurantId: restaurantId(restaurantName) })));
  await tx.insert(adverts).values(advertsData.map(({ restaurantName, startsInDays, endsInDays, linkUrl, ...advert }, position) => {
    const id = restaurantId(restaurantName);
    // SPEC §2: "?restaurantId=" deep-links to the restaurant detail, whatever its route is named.
    return { ...advert, restaurantId: id, linkUrl: id ? `/?restaurantId=${id}` : linkUrl, position, startsAt: at(startsInDays), endsAt: at(endsInDays) };
  }));
}

export async function insertHelpQuestions(tx: Tx): Promise<void> {
  await tx.insert(helpQuestions).values(helpQuestionsData.map((question, position) => ({ ...question, position, isPublished: true })));
}
