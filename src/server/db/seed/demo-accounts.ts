/**
 * The demo diners of README.md's quick start: real accounts with a verified address, so that a
 * visitor can sign in at once and two accounts can try what one diner must not see of another's.
 */
export const DEMO_PASSWORD = 'Tablee-demo-2026';

export const demoDiners = [
  { email: 'awa@demo.tablee.app', firstName: 'Awa', lastName: 'Koné', citySlug: 'abidjan', phone: '+2250701020304' },
  { email: 'moussa@demo.tablee.app', firstName: 'Moussa', lastName: 'Sarr', citySlug: 'dakar', phone: '+221771234567' },
] as const;

/**
 * Points the demo diners have already earned, as completed orders would have credited them, so that
 * /rewards shows a real balance (Awa can afford a reward at once; Moussa is saving up).
 */
export const demoPoints: Readonly<Record<(typeof demoDiners)[number]['email'], readonly { delta: number; referenceId: string; daysAgo: number }[]>> = {
  'awa@demo.tablee.app': [
    { delta: 450, referenceId: 'seed-order-awa-1', daysAgo: 40 },
    { delta: 380, referenceId: 'seed-order-awa-2', daysAgo: 21 },
    { delta: 370, referenceId: 'seed-order-awa-3', daysAgo: 6 },
  ],
  'moussa@demo.tablee.app': [{ delta: 320, referenceId: 'seed-order-moussa-1', daysAgo: 12 }],
};

/**
 * One staff account per demo restaurant (role manager), signing in with DEMO_PASSWORD: the
 * restaurant's side of a booking's conversation, e.g. equipe.chez-tantie-akissi-abidjan@demo.tablee.app.
 */
export const staffEmailFor = (restaurantSlug: string) => `equipe.${restaurantSlug}@demo.tablee.app`;
export const DEMO_STAFF_FIRST_NAME = 'Équipe';
