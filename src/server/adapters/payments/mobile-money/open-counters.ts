/** How many counter links one process remembers; the oldest go first. */
const CAPACITY = 2_000;

/**
 * The link to CinetPay's counter of each transaction this process opened. CinetPay gives the link
 * only when the transaction is created and payment/check never returns it, so a second tab or a
 * double click (the service's create with existingRef) can only be answered the same link from
 * here. Another app instance or a restart does not know it: the client then shows the waiting
 * state without the link, which the payment's state still settles.
 */
export function createOpenCounters(capacity = CAPACITY) {
  const links = new Map<string, string>();
  return {
    remember(transactionId: string, paymentUrl: string) {
      links.set(transactionId, paymentUrl);
      if (links.size > capacity) links.delete(links.keys().next().value as string);
    },
    linkOf: (transactionId: string): string | undefined => links.get(transactionId),
  };
}
