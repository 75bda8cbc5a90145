import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import account from '../../../public/locales/fr/account.json';
import common from '../../../public/locales/fr/common.json';
import { LinkPhoneNumberForm } from '@/features/account/components/link-phone-number-form';
import { theme } from '@/styles/theme';
import { sampleMe } from '../auth/auth-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const API = 'http://localhost/api';
const countries = [
  { id: 1, code: 'CI', name: "Côte d'Ivoire", dialCode: '+225', currency: 'XOF' },
  { id: 2, code: 'SN', name: 'Sénégal', dialCode: '+221', currency: 'XOF' },
];
const sent: unknown[] = [];
const server = setupServer(
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries, feedbackTypes: [] })),
  http.patch(`${API}/users/my-users`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ ...sampleMe, phone: '+221771234567' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderForm() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, account } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <LinkPhoneNumberForm />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const number = () => screen.getByLabelText('Numéro de téléphone');
const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('§8 missing phone number: the phone field says one thing', () => {
  it('its hint and its error both ask for a local number of the country or an international one', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    expect(describedBy(number())).toBe('Numéro local, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');

    await userEvent.type(number(), '07 12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    expect(await screen.findByText(/n’est pas valide/)).toHaveTextContent(
      'Ce numéro n’est pas valide : saisissez un numéro local à 10 chiffres, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.',
    );
    expect(document.body.textContent).not.toMatch(/(sans|avec) l’indicatif/i);
    expect(sent).toEqual([]);
  });

  it('takes a local number for the country chosen and leaves its reading to the server contract', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    await userEvent.selectOptions(screen.getByLabelText('Indicatif du pays'), '2');
    expect(describedBy(number())).toBe('Numéro local, par exemple 77 123 45 67, ou international, par exemple +221 77 123 45 67.');
    await userEvent.type(number(), '77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    await waitFor(() => expect(sent).toEqual([{ phone: { country: 'SN', number: '77 123 45 67' } }]));
  });

  it('takes an international number whatever the country chosen', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    await userEvent.type(number(), '+221 77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le numéro' }));
    await waitFor(() => expect(sent).toEqual([{ phone: { country: 'CI', number: '+221 77 123 45 67' } }]));
  });
});
