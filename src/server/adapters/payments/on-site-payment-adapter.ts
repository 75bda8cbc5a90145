import { WebhookSignatureError, type PaymentAdapter } from './payment-adapter';

/**
 * Paying at the restaurant or on delivery: nothing online. The payment stays pending until the staff
 * mark it collected (POST /manager/orders/{id}/paid); the provider reference is our own payment id.
 */
export function createOnSitePaymentAdapter(): PaymentAdapter {
  return {
    provider: 'on_site',
    methods: ['cash', 'card', 'orange_money', 'mtn_momo', 'moov_money', 'wave'],
    async create({ paymentId }) {
      return { providerRef: `on_site_${paymentId}`, status: 'pending', next: { kind: 'on_site' } };
    },
    async confirm(providerRef) {
      // No one to ask: only the staff know the money was collected, so a return changes nothing.
      return { providerRef, status: 'pending' };
    },
    async verifyWebhook() {
      throw new WebhookSignatureError('On-site payments have no webhook');
    },
    async refund({ providerRef }) {
      // The restaurant hands the cash back; recording the refund is all there is to do.
      return { refundRef: `on_site_refund_${providerRef}` };
    },
  };
}
