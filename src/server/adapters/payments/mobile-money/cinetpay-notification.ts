import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The form fields CinetPay posts to the notify_url, in the order its X-TOKEN concatenates them
 * (docs.cinetpay.com, "X-TOKEN HMAC": HMAC-SHA256 of the fields joined with no separator, keyed by
 * the merchant's secret key, hex). A field CinetPay leaves out counts as an empty string, as PHP's
 * concatenation of an unset value does in the documented example.
 */
export const CINETPAY_SIGNED_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

export type CinetPayNotificationFields = Partial<Record<(typeof CINETPAY_SIGNED_FIELDS)[number], string>>;

/** The x-token CinetPay sends with a notification carrying these fields. */
export function computeCinetPayToken(fields: CinetPayNotificationFields, secretKey: string): string {
  const data = CINETPAY_SIGNED_FIELDS.map((name) => fields[name] ?? '').join('');
  return createHmac('sha256', secretKey).update(data, 'utf8').digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about a forged token. */
export function isCinetPayTokenValid(fields: CinetPayNotificationFields, receivedToken: string | undefined | null, secretKey: string): boolean {
  if (!receivedToken) return false;
  const expected = Buffer.from(computeCinetPayToken(fields, secretKey), 'utf8');
  const received = Buffer.from(receivedToken.trim().toLowerCase(), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Reads an application/x-www-form-urlencoded (or JSON) notification body into its string fields. */
export function parseCinetPayNotification(rawBody: string, contentType: string | undefined): CinetPayNotificationFields {
  const entries: [string, unknown][] = /json/i.test(contentType ?? '') ? Object.entries(safeJsonObject(rawBody)) : [...new URLSearchParams(rawBody).entries()];
  const known = new Set<string>(CINETPAY_SIGNED_FIELDS);
  const fields: CinetPayNotificationFields = {};
  for (const [name, value] of entries) {
    if (known.has(name) && (typeof value === 'string' || typeof value === 'number')) fields[name as keyof CinetPayNotificationFields] = String(value);
  }
  return fields;
}

function safeJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
