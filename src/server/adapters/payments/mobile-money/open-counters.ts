/** How many payments' counters one process remembers; the oldest go first. */
const CAPACITY = 2_000;

export interface OpenCounter {
  transactionId: string;
  paymentUrl: string;
}

/**
 * The CinetPay counter this process opened for each payment. CinetPay gives the counter's link only
 * when the transaction is created (payment/check never returns it) and refuses a transaction id it
 * has seen, so this registry is what lets a second tab or a double click get the same counter back:
 * - creates for one payment that overlap (two requests before the first one's reference is stored)
 *   share one CinetPay call, instead of opening a second transaction whose payment nobody would find;
 * - a create after it succeeded gets the same counter, by payment or by transaction;
 * - a create that failed or timed out is forgotten, so the retry opens a fresh transaction (the
 *   diner never saw the first one's link, so it cannot be paid).
 * Across app instances the payment's row does the same (pay-service.ts: the first create claims the
 * opening in it, and the link is stored with the reference), so another instance or a restart hands
 * the link back from there.
 */
export function createOpenCounters(capacity = CAPACITY) {
  const byPayment = new Map<string, Promise<OpenCounter>>();
  const links = new Map<string, string>();
  const trim = <K, V>(map: Map<K, V>) => {
    if (map.size > capacity) map.delete(map.keys().next().value as K);
  };
  return {
    openOnce(paymentId: string, open: () => Promise<OpenCounter>): Promise<OpenCounter> {
      const known = byPayment.get(paymentId);
      if (known) return known;
      const opening = open().then(
        (counter) => {
          links.set(counter.transactionId, counter.paymentUrl);
          trim(links);
          return counter;
        },
        (error: unknown) => {
          byPayment.delete(paymentId);
          throw error;
        },
      );
      byPayment.set(paymentId, opening);
      trim(byPayment);
      return opening;
    },
    linkOf: (transactionId: string): string | undefined => links.get(transactionId),
  };
}
