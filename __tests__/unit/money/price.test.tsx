import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import common from '../../../public/locales/fr/common.json';
import { Price } from '@/components/ui/price';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import { theme } from '@/styles/theme';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common } }, defaultNS: 'common', initAsync: false });
const rates = [{ from: 'XOF', to: 'EUR', rate: 0.00152449, symbol: '€' }];
const nbsp = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderPrice(currency: string, price = { amount: 12500, currency: 'XOF' }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <DinerCurrencyProvider value={{ currency, rates }}>
          <Price money={price} />
        </DinerCurrencyProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('Price', () => {
  it('shows a price in XOF as "12 500 F CFA" when the diner uses XOF', () => {
    const { container } = renderPrice('XOF');
    expect(nbsp(container.textContent)).toBe('12 500 F CFA');
  });

  it('converts into the diner currency and reveals the restaurant price on hover or tap', async () => {
    renderPrice('EUR');
    const price = screen.getByRole('button');
    expect(nbsp(price.textContent)).toBe('≈ 19,06 €');
    expect(nbsp(price.getAttribute('title'))).toBe('Prix du restaurant : 12 500 F CFA');
    await userEvent.click(price);
    expect(nbsp(screen.getByText(/\(12/).textContent)).toBe('(12 500 F CFA)');
  });

  it('a diner in the same CFA zone reads the price as is: 6 000 F CFA', () => {
    const { container } = renderPrice('XAF', { amount: 6000, currency: 'XAF' });
    expect(nbsp(container.textContent)).toBe('6 000 F CFA');
  });

  it('a price in the other CFA franc is not "converted" at par but names its code: 6 000 F CFA (XAF) for a diner in XOF', () => {
    const { container } = renderPrice('XOF', { amount: 6000, currency: 'XAF' });
    expect(nbsp(container.textContent)).toBe('6 000 F CFA (XAF)');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
