import type { Tx } from '../client';
import type { DeliveryFeeBand } from '../schema/restaurants';
import {
  dishes, dishOptionGroups, dishOptions, menus, restaurantCategories, restaurantImages, restaurants, restaurantTables,
} from '../schema';
import { optionGroups } from './option-groups';
import { aLaCarteMenu } from './menus-data';
import type { ReferenceIds } from './insert-reference';
import { openingHoursPatterns } from './restaurant-types';
import type { RestaurantPlan } from './restaurant-plan';
import { toSearchText } from './search-text';

export interface InsertedRestaurant {
  id: number;
  plan: RestaurantPlan;
  /** Menu ids: [à la carte, ...set menus in plan order]. */
  menuIds: number[];
  dishIds: number[];
}

export async function insertRestaurants(tx: Tx, plans: RestaurantPlan[], ids: ReferenceIds): Promise<InsertedRestaurant[]> {
  const rows = await tx
    .insert(restaurants)
    .values(plans.map((plan) => toRestaurantRow(plan, ids)))
    .returning({ id: restaurants.id, slug: restaurants.slug });
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const inserted = plans.map((plan) => ({ id: idBySlug.get(plan.slug)!, plan, menuIds: [] as number[], dishIds: [] as number[] }));

  await tx.insert(restaurantImages).values(inserted.flatMap(({ id, plan }) => plan.images.map((image) => ({ restaurantId: id, ...image }))));
  await tx.insert(restaurantTables).values(inserted.flatMap(({ id, plan }) => plan.tables.map((table) => ({ restaurantId: id, ...table }))));
  await tx.insert(restaurantCategories).values(
    inserted.flatMap(({ id, plan }) => plan.data.categories.map((slug) => ({ restaurantId: id, categoryId: ids.categoryIdBySlug.get(slug)! }))),
  );
  await insertMenus(tx, inserted);
  await insertDishes(tx, inserted, ids);
  return inserted;
}

function toRestaurantRow(plan: RestaurantPlan, ids: ReferenceIds): typeof restaurants.$inferInsert {
  const { data, city } = plan;
  const food = plan.dishes.filter((dish) => dish.course !== 'drink');
  const veganCount = food.filter((dish) => dish.dietaryTags?.includes('vegan')).length;
  const glutenFreeCount = food.filter((dish) => dish.dietaryTags?.includes('gluten-free')).length;
  const dietaryTags = [
    ...(data.halal ? ['halal'] : []),
    ...(data.kitchen === 'vegetarien' ? ['vegetarian'] : []),
    ...(veganCount >= 2 ? ['vegan-options'] : []),
    ...(glutenFreeCount >= 6 ? ['gluten-free-options'] : []),
  ];
  return {
    slug: plan.slug,
    name: data.name,
    descriptionFr: data.descriptionFr,
    descriptionEn: data.descriptionEn,
    cuisine: data.cuisine,
    cityId: ids.cityIdBySlug.get(city.slug)!,
    countryId: ids.countryIdByCode.get(city.countryCode)!,
    address: `${data.street}, ${city.name}`,
    district: data.district,
    latitude: plan.latitude,
    longitude: plan.longitude,
    phone: plan.phone,
    email: `contact@${plan.slug}.example`,
    timeZone: city.timeZone,
    currency: restaurantCurrency(city.countryCode),
    priceLevel: data.priceLevel,
    offersBooking: true,
    offersTakeAway: data.takeAway,
    offersDelivery: data.delivery,
    dietaryTags,
    openingHours: openingHoursPatterns[data.hours],
    slotMinutes: data.kitchen === 'fastFood' ? 15 : 30,
    tableTurnMinutes: data.priceLevel === 1 ? 90 : data.priceLevel === 4 ? 150 : 120,
    minNoticeMinutes: data.priceLevel >= 3 ? 120 : 60,
    maxDaysAhead: data.priceLevel >= 3 ? 90 : 60,
    freeCancellationHours: data.priceLevel === 1 ? 2 : data.priceLevel === 4 ? 24 : 4,
    deliveryFeeAmount: data.delivery ? baseDeliveryFee(data.priceLevel) : 0,
    deliveryFeeBands: data.delivery ? deliveryBandsFrom(baseDeliveryFee(data.priceLevel)) : [],
    prepMinutes: data.kitchen === 'fastFood' ? 15 : 20 + data.priceLevel * 5,
    isFeatured: data.featured ?? false,
    searchText: toSearchText(data.name, data.cuisine, city.name, data.district, ...plan.dishes.map((dish) => dish.name)),
  };
}

const baseDeliveryFee = (priceLevel: number) => [0, 1000, 1000, 1500, 2000][priceLevel];

/** The base fee within 3 km, then 500 more per band out to 10 km: the demo restaurants' delivery zones. */
export function deliveryBandsFrom(baseFee: number): DeliveryFeeBand[] {
  return [
    { upToMeters: 3000, feeAmount: baseFee },
    { upToMeters: 6000, feeAmount: baseFee + 500 },
    { upToMeters: 10_000, feeAmount: baseFee + 1000 },
  ];
}

export function restaurantCurrency(countryCode: string): string {
  return countryCode === 'CM' ? 'XAF' : 'XOF';
}

async function insertMenus(tx: Tx, inserted: InsertedRestaurant[]): Promise<void> {
  const values = inserted.flatMap(({ id, plan }) => {
    const currency = restaurantCurrency(plan.city.countryCode);
    return [
      { restaurantId: id, ...aLaCarteMenu, isSetMenu: false, priceAmount: null, currency, position: 0 },
      ...plan.setMenus.map((menu, i) => ({
        restaurantId: id,
        nameFr: menu.template.nameFr, nameEn: menu.template.nameEn,
        descriptionFr: menu.template.descriptionFr, descriptionEn: menu.template.descriptionEn,
        isSetMenu: true, priceAmount: menu.priceAmount, currency, position: i + 1,
      })),
    ];
  });
  const rows = await tx.insert(menus).values(values).returning({ id: menus.id, restaurantId: menus.restaurantId, position: menus.position });
  const byRestaurant = new Map(inserted.map((entry) => [entry.id, entry]));
  for (const row of [...rows].sort((a, b) => a.position - b.position)) byRestaurant.get(row.restaurantId)!.menuIds.push(row.id);
}

async function insertDishes(tx: Tx, inserted: InsertedRestaurant[], ids: ReferenceIds): Promise<void> {
  const values = inserted.flatMap(({ id, plan, menuIds }) =>
    plan.dishes.map((dish) => ({
      restaurantId: id,
      menuId: menuIds[dish.setMenuIndex === null ? 0 : dish.setMenuIndex + 1],
      categoryId: dish.category ? ids.categoryIdBySlug.get(dish.category) ?? null : null,
      name: dish.name,
      descriptionFr: dish.descriptionFr,
      descriptionEn: dish.descriptionEn,
      course: dish.course,
      priceAmount: dish.price,
      currency: restaurantCurrency(plan.city.countryCode),
      dailyStock: dish.dailyStock ?? null,
      imageUrl: dish.imageUrl,
      allergens: [...(dish.allergens ?? [])],
      dietaryTags: [...(dish.dietaryTags ?? [])],
      isAvailable: dish.isAvailable,
      searchText: toSearchText(dish.name, plan.data.name),
    })),
  );
  const rows = await tx.insert(dishes).values(values).returning({ id: dishes.id, restaurantId: dishes.restaurantId, name: dishes.name });
  const idByKey = new Map(rows.map((row) => [`${row.restaurantId}|${row.name}`, row.id]));
  for (const entry of inserted) entry.dishIds = entry.plan.dishes.map((dish) => idByKey.get(`${entry.id}|${dish.name}`)!);
  await insertOptionGroups(tx, inserted);
}

async function insertOptionGroups(tx: Tx, inserted: InsertedRestaurant[]): Promise<void> {
  const groupValues = inserted.flatMap(({ plan, dishIds }) =>
    plan.dishes.flatMap((dish, i) =>
      (dish.options ?? []).map((key) => {
        const group = optionGroups[key];
        return { dishId: dishIds[i], nameFr: group.nameFr, nameEn: group.nameEn, minSelect: group.minSelect, maxSelect: group.maxSelect };
      }),
    ),
  );
  if (groupValues.length === 0) return;
  const groupRows = await tx
    .insert(dishOptionGroups)
    .values(groupValues)
    .returning({ id: dishOptionGroups.id, dishId: dishOptionGroups.dishId, nameFr: dishOptionGroups.nameFr });
  const groupIdByKey = new Map(groupRows.map((row) => [`${row.dishId}|${row.nameFr}`, row.id]));
  const optionValues = inserted.flatMap(({ plan, dishIds }) =>
    plan.dishes.flatMap((dish, i) =>
      (dish.options ?? []).flatMap((key) => {
        const group = optionGroups[key];
        const groupId = groupIdByKey.get(`${dishIds[i]}|${group.nameFr}`)!;
        return group.options.map((option) => ({ groupId, ...option }));
      }),
    ),
  );
  await tx.insert(dishOptions).values(optionValues);
}
