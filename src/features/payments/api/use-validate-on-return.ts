import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useValidatePayment } from './validate-payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back from a payment that had to leave the page, the diner lands here: Stripe (a bank's redirect)
 * at /my-account/payment?validate={paymentId}&payment_intent=…, CinetPay's counter at
 * /my-account/payment?paymentId={paymentId}. The server is asked once to check it with the
 * provider, then the address is cleaned so a reload does not ask again.
 */
export function useValidateOnReturn() {
  const router = useRouter();
  const validate = useValidatePayment();
  const asked = useRef(false);
  const returned = router.query.validate ?? router.query.paymentId;
  const paymentId = typeof returned === 'string' && UUID.test(returned) ? returned : null;
  const providerRef = typeof router.query.payment_intent === 'string' ? router.query.payment_intent : undefined;
  useEffect(() => {
    if (!paymentId || asked.current) return;
    asked.current = true;
    validate.mutate({ paymentId, providerRef }, { onSettled: () => void router.replace(router.pathname, undefined, { shallow: true }) });
  }, [paymentId, providerRef, validate, router]);
  return validate;
}
