import { createInstance, type TFunction } from 'i18next';
import { memoizeT } from '@/lib/i18n/memoized-t';

async function frenchT() {
  const i18n = createInstance();
  await i18n.init({
    lng: 'fr',
    fallbackLng: 'fr',
    defaultNS: 'common',
    resources: { fr: { common: { hello: 'Bonjour', guests_one: '{{count}} personne', guests_other: '{{count}} personnes', greet: 'Bonjour {{name}}', list: { a: 'A' } } } },
    interpolation: { escapeValue: false },
  });
  return { i18n, t: i18n.getFixedT('fr', 'common') as TFunction };
}

function counting(t: TFunction) {
  let calls = 0;
  const counted = ((...args: unknown[]) => {
    calls += 1;
    return (t as unknown as (...a: unknown[]) => unknown)(...args);
  }) as unknown as TFunction;
  return { counted, calls: () => calls };
}

describe('SPEC §1 interface language: the same answers as i18next, asked once', () => {
  it('answers plain keys, plurals and interpolations as i18next does', async () => {
    const { t } = await frenchT();
    const memo = memoizeT(t).t;
    expect(memo('hello')).toBe('Bonjour');
    expect(memo('guests', { count: 1 })).toBe('1 personne');
    expect(memo('guests', { count: 4 })).toBe('4 personnes');
    expect(memo('greet', { name: 'Awa' })).toBe('Bonjour Awa');
    expect(memo('greet', { name: 'Moussa' })).toBe('Bonjour Moussa');
    expect(memo('missing', 'Par défaut')).toBe('Par défaut');
  });

  it('asks i18next once per key and option values, and again for other values', async () => {
    const { t } = await frenchT();
    const { counted, calls } = counting(t);
    const memo = memoizeT(counted).t;
    memo('hello');
    memo('hello');
    memo('guests', { count: 2 });
    memo('guests', { count: 2 });
    memo('guests', { count: 3 });
    expect(calls()).toBe(3);
  });

  it('does not keep answers for options it cannot compare (objects, functions) or that are not text', async () => {
    const { t } = await frenchT();
    const { counted, calls } = counting(t);
    const memo = memoizeT(counted).t;
    memo('greet', { name: { first: 'Awa' } });
    memo('greet', { name: { first: 'Awa' } });
    memo('list', { returnObjects: true });
    memo('list', { returnObjects: true });
    expect(calls()).toBe(4);
  });

  it('forgets its answers when told the resources changed', async () => {
    const { i18n, t } = await frenchT();
    const { t: memo, clear } = memoizeT(t);
    expect(memo('late')).toBe('late');
    i18n.addResource('fr', 'common', 'late', 'Arrivé');
    clear();
    expect(memo('late')).toBe('Arrivé');
  });
});
