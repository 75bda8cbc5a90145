import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import account from '../../../public/locales/fr/account.json';
import { LinkPhoneNumberForm } from '@/features/account/components/link-phone-number-form';
import { sampleMe } from '../auth/auth-test-utils';
import { API, countries, describedText, renderForm as renderWithProviders } from './form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

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

const renderForm = () => renderWithProviders(<LinkPhoneNumberForm />, { account });

const number = () => screen.getByLabelText('Numéro de téléphone');

describe('§8 missing phone number: the phone field says one thing', () => {
  it('its hint and its error both ask for a local number of the country or an international one', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    expect(describedText(number())).toBe('Numéro local, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');

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
    expect(describedText(number())).toBe('Numéro local, par exemple 77 123 45 67, ou international, par exemple +221 77 123 45 67.');
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
