import type { TUserLanguage } from '@/contracts/account-contract';
import type { TPaymentMethod } from '@/contracts/payment-limits';
import { sendBestEffort } from '@/server/adapters/mail/send-best-effort';
import type { AppDeps } from '@/server/http/app-env';
import { claimReceipt, findPaymentById, findRecipient } from './payment-repository';

const COPY: Record<TUserLanguage, { subject: (restaurant: string) => string; body: (who: string, amount: string, restaurant: string, when: string) => string; method: string; reference: string }> = {
  fr: {
    subject: (restaurant) => `Votre reçu — ${restaurant} — Tablée`,
    body: (who, amount, restaurant, when) => `Bonjour${who},\n\nNous avons bien reçu votre paiement de ${amount} pour votre commande chez ${restaurant}, le ${when}.\n\nMerci et bon appétit !\nL’équipe Tablée`,
    method: 'Moyen de paiement :',
    reference: 'Référence :',
  },
  en: {
    subject: (restaurant) => `Your receipt — ${restaurant} — Tablée`,
    body: (who, amount, restaurant, when) => `Hello${who},\n\nWe received your payment of ${amount} for your order at ${restaurant}, on ${when}.\n\nThank you and enjoy your meal!\nThe Tablée team`,
    method: 'Payment method:',
    reference: 'Reference:',
  },
};

const METHOD_NAMES: Record<TUserLanguage, Record<TPaymentMethod, string>> = {
  fr: { cash: 'Espèces', card: 'Carte bancaire', orange_money: 'Orange Money', mtn_momo: 'MTN Mobile Money', moov_money: 'Moov Money', wave: 'Wave' },
  en: { cash: 'Cash', card: 'Card', orange_money: 'Orange Money', mtn_momo: 'MTN Mobile Money', moov_money: 'Moov Money', wave: 'Wave' },
};

const languageOf = (value: string): TUserLanguage => (value === 'en' ? 'en' : 'fr');

/**
 * The receipt of a paid payment, sent once: receipt_sent_at is claimed first (one caller wins
 * however many webhooks and returns race), then the mail goes out best effort — a mail outage never
 * undoes a payment, and a lost receipt is preferred to a duplicate one.
 */
export async function sendReceiptOnce(deps: AppDeps, paymentId: string): Promise<void> {
  if (!(await claimReceipt(deps.db, paymentId, deps.now()))) return;
  const payment = await findPaymentById(deps.db, paymentId);
  const recipient = payment && (await findRecipient(deps.db, payment.userId));
  if (!payment || !recipient) return;
  const language = languageOf(recipient.language);
  const copy = COPY[language];
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(payment.amount / 10 ** minorDigits(payment.currency));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: payment.restaurantTimeZone }).format(deps.now());
  const who = recipient.firstName ? ` ${recipient.firstName}` : '';
  const text = `${copy.body(who, amount, payment.restaurantName, when)}\n\n${copy.method} ${METHOD_NAMES[language][payment.method]}\n${copy.reference} ${payment.id}`;
  await sendBestEffort(deps, { to: recipient.email, subject: copy.subject(payment.restaurantName), text }, 'payment_receipt');
}

/** Digits after the decimal point in the currency's minor unit (XOF/XAF: none; EUR: 2). */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0;
}
