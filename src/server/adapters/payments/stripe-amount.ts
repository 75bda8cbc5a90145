/**
 * Our amounts are integers in the currency's minor unit, which is exactly what Stripe takes: XOF and
 * XAF are zero-decimal (2500 is 2 500 F CFA and goes as 2500, never ×100), EUR goes in cents. So no
 * conversion, only a guard: a fraction or a negative amount is a bug upstream, never sent.
 */
export function toStripeAmount(amount: number, currency: string): number {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Not an amount in minor units: ${amount} ${currency}`);
  return amount;
}
