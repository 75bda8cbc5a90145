import { z } from 'zod';
import { ZPhoneField } from './phone-contract';

export const MAX_ADDRESSES_PER_USER = 20;
export const ADDRESS_LABEL_MAX_LENGTH = 60;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const ADDRESS_DISTRICT_MAX_LENGTH = 120;
export const ADDRESS_INSTRUCTIONS_MAX_LENGTH = 500;
export const ADDRESS_LANDMARK_MAX_LENGTH = 200;

/** Optional free text: trimmed, and an empty field (what a form sends) means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const optionalPhone = z
  .union([z.literal('').transform(() => null), ZPhoneField])
  .nullable()
  .optional();

const addressFields = {
  label: z.string().trim().min(1).max(ADDRESS_LABEL_MAX_LENGTH),
  line1: z.string().trim().min(1).max(ADDRESS_LINE_MAX_LENGTH),
  line2: optionalText(ADDRESS_LINE_MAX_LENGTH),
  district: optionalText(ADDRESS_DISTRICT_MAX_LENGTH),
  cityId: z.number().int().positive().max(2_147_483_647),
  phone: optionalPhone,
  instructions: optionalText(ADDRESS_INSTRUCTIONS_MAX_LENGTH),
  landmark: optionalText(ADDRESS_LANDMARK_MAX_LENGTH),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  isDefault: z.boolean().optional(),
};

/** A delivery address of the signed-in user (SPEC §3 users/{uid}/address). */
export const ZAddress = z.object({
  id: z.uuid(),
  label: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  district: z.string().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  phone: z.string().nullable(),
  instructions: z.string().nullable(),
  /** What a rider looks for where streets have no numbers ("behind the Saint-Michel pharmacy, blue gate"). */
  landmark: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZAddressList = z.object({ items: z.array(ZAddress) });
export type TAddressList = z.infer<typeof ZAddressList>;

/** `POST /addresses`; the first address of a user becomes the default whatever `isDefault` says. */
export const ZCreateAddressRequest = z.strictObject(addressFields);
export type TCreateAddressRequest = z.infer<typeof ZCreateAddressRequest>;
export type TCreateAddressInput = z.input<typeof ZCreateAddressRequest>;

/** `PATCH /addresses/{id}`: any subset of the fields, at least one. */
export const ZUpdateAddressRequest = z
  .strictObject({
    label: addressFields.label.optional(),
    line1: addressFields.line1.optional(),
    line2: addressFields.line2,
    district: addressFields.district,
    cityId: addressFields.cityId.optional(),
    phone: addressFields.phone,
    instructions: addressFields.instructions,
    landmark: addressFields.landmark,
    latitude: addressFields.latitude,
    longitude: addressFields.longitude,
    isDefault: addressFields.isDefault,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'At least one field is required' });
export type TUpdateAddressRequest = z.infer<typeof ZUpdateAddressRequest>;
