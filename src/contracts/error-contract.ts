import { DISCOUNT_PROBLEM_CODES } from './order-limits';

/**
 * The one error shape the API answers with (DESIGN.md rule 5) and the codes it uses.
 * Codes are stable: the UI translates them as `errors.<code>`.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'invalid_filter',
  'unauthenticated',
  'forbidden',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'invalid_credentials',
  'invalid_token',
  'same_password',
  'unknown_city',
  'unknown_country',
  'city_country_mismatch',
  'address_limit_reached',
  'favorite_limit_reached',
  'invalid_date',
  'slot_unavailable',
  'event_full',
  'party_size_unsupported',
  'outside_booking_window',
  'dish_sold_out',
  'dish_not_offered',
  'reservation_expired',
  'change_window_closed',
  'reservation_not_changeable',
  'invitation_closed',
  'group_full',
  'already_host',
  'already_invited',
  'cannot_invite_yourself',
  'too_many_links',
  'chat_unavailable',
  'feedback_too_early',
  'feedback_not_allowed',
  'feedback_exists',
  'feedback_edit_window_closed',
  'order_invalid',
  'order_not_draft',
  'order_not_cancellable',
  'invalid_transition',
  'attendance_not_allowed',
  'insufficient_points',
  'reward_out_of_stock',
  ...DISCOUNT_PROBLEM_CODES,
  'order_not_payable',
  'payment_in_progress',
  'payment_provider_unavailable',
  'payment_method_unavailable',
  'payment_provider_error',
  'payment_provider_timeout',
  'payment_amount_not_supported',
  'payment_currency_not_supported',
  'refund_not_supported',
  'invalid_signature',
  'invalid_webhook',
  'phone_taken',
  'phone_not_textable',
  'phone_code_missing',
  'phone_code_wrong',
  'phone_code_expired',
  'phone_code_exhausted',
  'sms_provider_error',
  'sms_provider_timeout',
  'network_error',
  'internal',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TApiErrorBody {
  error: {
    statusCode: number;
    name: string;
    message: string;
    code: string;
    details?: unknown;
  };
}

export function isApiErrorBody(value: unknown): value is TApiErrorBody {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  if (!error || typeof error !== 'object') return false;
  const e = error as Record<string, unknown>;
  return typeof e.statusCode === 'number' && typeof e.message === 'string' && typeof e.name === 'string';
}
