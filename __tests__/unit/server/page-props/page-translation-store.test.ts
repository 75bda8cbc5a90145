/** @jest-environment node */
import { pageTranslationStore } from '@/server/page-props/page-translation-store';

const store = () => ({ en: { common: { title: 'Book a table' } }, fr: { common: { title: 'Réserver une table' } } });

describe('the translations a page ships', () => {
  it('leave out the French fallback on an English page, whose strings are complete', () => {
    expect(pageTranslationStore('en', store())).toEqual({ en: { common: { title: 'Book a table' } } });
  });

  it('keep the French fallback where the language has no strings of its own (Arabic, Hebrew)', () => {
    const arabic = { ar: { common: {} }, fr: { common: { title: 'Réserver une table' } } };
    expect(pageTranslationStore('ar', arabic)).toEqual(arabic);
  });

  it('are the page’s own records: a bundle added in the browser does not reach the shared store', () => {
    const shared = store();
    const page = pageTranslationStore('fr', shared);
    page.fr.cart = { title: 'Votre commande' };
    expect(shared.fr).not.toHaveProperty('cart');
  });
});
