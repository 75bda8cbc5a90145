import type { TMe, TUpdateMeRequest } from '@/contracts/account-contract';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { mirrorUserData } from '@/server/live/mirror-user-data';
import { badRequest } from '@/server/http/app-error-factory';
import { findCityCountry, findCountryId, findProfile, updateProfile, upsertUserSettings, type ProfilePatch, type UserSettingsPatch } from './account-repository';
import { getMe } from './account-service';

interface Location {
  cityId?: number | null;
  countryId?: number | null;
}

/**
 * A city implies its country: given alone it sets the country too, given with another country it
 * is refused; a new country alone drops a city that lies elsewhere.
 */
async function resolveLocation(db: Queryable, input: Location, currentCityId: number | null): Promise<Location> {
  if (typeof input.cityId === 'number') {
    const city = await findCityCountry(db, input.cityId);
    if (!city) throw badRequest('unknown_city', `No city with id ${input.cityId}`, { field: 'cityId' });
    if (input.countryId !== undefined && input.countryId !== city.countryId) {
      throw badRequest('city_country_mismatch', 'The city is not in that country', { field: 'countryId' });
    }
    return { cityId: city.id, countryId: city.countryId };
  }
  if (typeof input.countryId === 'number') {
    if (!(await findCountryId(db, input.countryId))) throw badRequest('unknown_country', `No country with id ${input.countryId}`, { field: 'countryId' });
    if (input.cityId === undefined && currentCityId !== null) {
      const current = await findCityCountry(db, currentCityId);
      if (current && current.countryId !== input.countryId) return { cityId: null, countryId: input.countryId };
    }
  }
  return { ...(input.cityId === undefined ? {} : { cityId: input.cityId }), ...(input.countryId === undefined ? {} : { countryId: input.countryId }) };
}

function toSettingsPatch(settings: TUpdateMeRequest['settings']): UserSettingsPatch | null {
  if (!settings) return null;
  const patch: UserSettingsPatch = {
    language: settings.language,
    moneyId: settings.moneyId,
    notifyApplication: settings.notifications?.application,
    notifyNewsletter: settings.notifications?.newsletter,
    notifySpecialOffers: settings.notifications?.specialOffers,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/** Updates the caller's own profile and settings; the user id comes from the session, never the body. */
export async function updateMe(deps: AppDeps, userId: string, input: TUpdateMeRequest): Promise<TMe> {
  const current = await findProfile(deps.db, userId);
  const location = await resolveLocation(deps.db, input, current?.cityId ?? null);
  const phoneChanged = input.phone !== undefined && input.phone !== current?.phone;
  const profile: ProfilePatch = {
    firstName: input.firstName,
    lastName: input.lastName,
    avatarUrl: input.avatarUrl,
    ...location,
    // A new number has not been confirmed by SMS yet.
    ...(phoneChanged ? { phone: input.phone, phoneVerifiedAt: null } : {}),
  };
  const definedProfile: ProfilePatch = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
  const settings = toSettingsPatch(input.settings);
  await deps.db.transaction(async (tx) => {
    await updateProfile(tx, userId, definedProfile);
    if (settings) await upsertUserSettings(tx, userId, settings);
  });
  await mirrorUserData(deps, userId, [...(Object.keys(definedProfile).length > 0 ? (['info'] as const) : []), ...(settings ? (['settings'] as const) : [])]);
  return getMe(deps.db, userId, deps.now());
}
