import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import dishesEn from '../../../public/locales/en/dishes.json';
import dishesFr from '../../../public/locales/fr/dishes.json';
import { RemainingBadge } from '@/features/dishes/components/remaining-badge';
import { describeRemaining } from '@/features/dishes/model/remaining-label';
import { theme } from '@/styles/theme';

function renderBadge(remainingToday: number | null, lng: 'fr' | 'en' = 'fr', isAvailable = true) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng, resources: { fr: { dishes: dishesFr }, en: { dishes: dishesEn } }, defaultNS: 'dishes', initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <RemainingBadge label={describeRemaining({ isAvailable, remainingToday })} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('remaining portions today (GET /dishes/{id} remainingToday)', () => {
  it('says how many portions are left when the dish has a daily stock', () => {
    renderBadge(3);
    expect(screen.getByText('Plus que 3 portions aujourd’hui')).toBeInTheDocument();
  });

  it('uses the singular for the last portion', () => {
    renderBadge(1);
    expect(screen.getByText('Plus qu’une portion aujourd’hui')).toBeInTheDocument();
  });

  it('says "Épuisé" once the daily stock is used up', () => {
    renderBadge(0);
    expect(screen.getByText('Épuisé')).toBeInTheDocument();
  });

  it('says nothing for a dish without a daily stock', () => {
    const { container } = renderBadge(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('says a withdrawn dish is unavailable, whatever its stock', () => {
    renderBadge(12, 'fr', false);
    expect(screen.getByText('Indisponible')).toBeInTheDocument();
  });

  it('speaks English to an English-speaking diner', () => {
    renderBadge(4, 'en');
    expect(screen.getByText('Only 4 portions left today')).toBeInTheDocument();
  });
});
