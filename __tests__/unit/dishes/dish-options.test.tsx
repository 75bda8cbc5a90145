import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import common from '../../../public/locales/fr/common.json';
import dishes from '../../../public/locales/fr/dishes.json';
import type { TDishOptionGroup } from '@/contracts/dish-contract';
import { DishOptions } from '@/features/dishes/components/dish-options';
import { DinerCurrencyProvider } from '@/lib/money/diner-currency-context';
import { theme } from '@/styles/theme';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr' }) }));

const xof = (amount: number) => ({ amount, currency: 'XOF' });
const groups: TDishOptionGroup[] = [
  { id: 1, name: 'Taille', minSelect: 1, maxSelect: 1, options: [{ id: 11, name: 'Moyenne', price: xof(0) }, { id: 12, name: 'Grande', price: xof(3000) }] },
  { id: 2, name: 'Suppléments', minSelect: 0, maxSelect: 2, options: [{ id: 21, name: 'Œuf', price: xof(500) }, { id: 22, name: 'Champignons', price: xof(1000) }, { id: 23, name: 'Piment frais', price: xof(0) }] },
];
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderOptions() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, dishes } }, defaultNS: 'common', initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <DinerCurrencyProvider value={{ currency: 'XOF', rates: [] }}>
          <DishOptions price={xof(8000)} groups={groups} />
        </DinerCurrencyProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('product detail options (§3 collections)', () => {
  it('shows a single choice as radios and a multiple choice as checkboxes, with the total updating', async () => {
    renderOptions();
    const total = screen.getByTestId('dish-total');
    expect(spaces(total.textContent)).toContain('8 000 F CFA');
    expect(screen.getByRole('radio', { name: /Moyenne/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Grande/ }));
    expect(spaces(total.textContent)).toContain('11 000 F CFA');

    await userEvent.click(screen.getByRole('checkbox', { name: /Œuf/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Champignons/ }));
    expect(spaces(total.textContent)).toContain('12 500 F CFA');
  });

  it('disables the remaining boxes once the group maximum is reached', async () => {
    renderOptions();
    await userEvent.click(screen.getByRole('checkbox', { name: /Œuf/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Champignons/ }));
    expect(screen.getByRole('checkbox', { name: /Piment frais/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Œuf/ }));
    expect(screen.getByRole('checkbox', { name: /Piment frais/ })).toBeEnabled();
  });
});
