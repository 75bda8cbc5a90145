/** What the CinetPay adapter needs, read once from the validated env (CINETPAY_*). */
export interface CinetPayConfig {
  apiKey: string;
  siteId: string;
  /** Keys the x-token HMAC of notifications ("Secret Key" in the merchant's Integrations menu). */
  secretKey: string;
  /** https://api-checkout.cinetpay.com in production (CINETPAY_BASE_URL); the tests' local fake otherwise. */
  baseUrl: string;
  /** The public address CinetPay posts notifications to (our webhook route). */
  notifyUrl: string;
  /** Where CinetPay's counter sends the diner back. */
  returnUrl: string;
  /** Beyond this a call to CinetPay is abandoned with a clear error instead of holding the request. */
  timeoutMs: number;
}
