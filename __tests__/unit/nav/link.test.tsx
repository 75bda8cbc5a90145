import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { hrefToString, Link, withLocalePrefix } from '@/components/ui/link';

function renderWithRouter(ui: React.ReactElement, locale = 'en') {
  const router = { locale, defaultLocale: 'fr', push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) };
  render(<RouterContext.Provider value={router as unknown as NextRouter}>{ui}</RouterContext.Provider>);
  return router;
}

describe('SPEC §2 routes: the app link', () => {
  it('writes the address the browser shows, with the language prefix outside French', () => {
    expect(withLocalePrefix('/event?city=3', 'en', 'fr')).toBe('/en/event?city=3');
    expect(withLocalePrefix('/', 'en', 'fr')).toBe('/en');
    expect(withLocalePrefix('/?q=yassa', 'en', 'fr')).toBe('/en?q=yassa');
    expect(withLocalePrefix('/event', 'fr', 'fr')).toBe('/event');
    expect(withLocalePrefix('/en/event', 'en', 'fr')).toBe('/en/event');
    expect(withLocalePrefix('https://maps.example/?q=1', 'en', 'fr')).toBe('https://maps.example/?q=1');
  });

  it('formats an address object as Next does (arrays repeat, numbers and booleans as text)', () => {
    expect(hrefToString({ pathname: '/create-order', query: { type: 'delivery', ids: ['1', '2'], page: 2, open: true } })).toBe('/create-order?type=delivery&ids=1&ids=2&page=2&open=true');
    expect(hrefToString({ pathname: '/faq', hash: 'paiement' })).toBe('/faq#paiement');
  });

  it('a plain click moves through the router in the current language; the href stays a real link', () => {
    const router = renderWithRouter(<Link href="/event">Évènements</Link>);
    const link = screen.getByRole('link', { name: 'Évènements' });
    expect(link).toHaveAttribute('href', '/en/event');
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/event', '/event', { locale: undefined, scroll: undefined, shallow: undefined });
  });

  it('a click with a modifier key, a new-tab target or an outside address is left to the browser', () => {
    const router = renderWithRouter(
      <>
        <Link href="/event">A</Link>
        <Link href="/event" target="_blank">
          B
        </Link>
        <Link href="https://maps.example/">C</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('replace and an onClick that prevents the default are honoured', () => {
    const router = renderWithRouter(
      <>
        <Link href="/faq" replace locale="fr">
          FAQ
        </Link>
        <Link href="/faq" onClick={(event) => event.preventDefault()}>
          Stop
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    fireEvent.click(screen.getByRole('link', { name: 'Stop' }));
    expect(router.replace).toHaveBeenCalledWith('/faq', '/faq', { locale: 'fr', scroll: undefined, shallow: undefined });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('renders as a plain link where no router is mounted', () => {
    render(<Link href="/credits">Crédits</Link>);
    expect(screen.getByRole('link', { name: 'Crédits' })).toHaveAttribute('href', '/credits');
  });
});
