/** What the counter page needs to show about a transaction. */
interface CounterTransaction {
  paymentToken: string;
  amount: number;
  currency: string;
  description: string;
  customerPhone: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The plain page standing in for CinetPay's hosted counter: the amount, the locked wallet number,
 * and the wallet's two possible answers. Each button posts back to the same address.
 */
export function counterPage(tx: CounterTransaction): string {
  const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: tx.currency }).format(tx.amount);
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Guichet CinetPay (simulé)</title></head>
<body>
<main>
<h1>Guichet CinetPay (simulé)</h1>
<p>${escapeHtml(tx.description)}</p>
<p>Montant : <strong data-testid="counter-amount">${escapeHtml(amount)}</strong></p>
<p>Portefeuille : <span data-testid="counter-phone">${escapeHtml(tx.customerPhone)}</span></p>
<form method="post" action="/payment/${escapeHtml(tx.paymentToken)}">
<button type="submit" name="outcome" value="accepted">Approve</button>
<button type="submit" name="outcome" value="refused">Refuse</button>
</form>
</main>
</body>
</html>`;
}
