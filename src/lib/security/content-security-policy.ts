/** Stripe.js (loaded by the payment modal's card step only) talks to its API and draws the card fields in its own frames. */
const STRIPE = { connect: ['https://api.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'] };

/** Scripts run only with this request's nonce ('strict-dynamic' lets them load Stripe.js); styles may be inline (styled-components, motion). */
export function buildContentSecurityPolicy(nonce: string, { isDevelopment }: { isDevelopment: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connect, ...(isDevelopment ? ['ws:'] : [])],
    'frame-src': ["'self'", ...STRIPE.frame],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
