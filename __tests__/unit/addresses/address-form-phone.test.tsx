import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import addresses from '../../../public/locales/fr/addresses.json';
import { AddressForm } from '@/features/addresses/components/address-form';
import { API, countries, describedText, renderForm as renderWithProviders } from '../account/form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const city = (id: number, name: string, countryId: number) => ({ id, slug: name.toLowerCase(), name, countryId, timeZone: 'Africa/Abidjan', latitude: 0, longitude: 0 });
const cities = [city(10, 'Abidjan', 1), city(20, 'Dakar', 2)];
const sent: unknown[] = [];
const server = setupServer(
  http.post(`${API}/addresses`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({}, { status: 201 });
  }),
  http.get(`${API}/addresses`, () => HttpResponse.json({ items: [] })),
  http.get(`${API}/reservations/checkUserInfo`, () => HttpResponse.json({ errors: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const renderForm = () => renderWithProviders(<AddressForm address={null} cities={cities} countries={countries} defaultCityId={10} onSaved={() => undefined} />, { addresses });

const phone = () => screen.getByLabelText('Téléphone sur place');

describe('the on-site phone of an address', () => {
  it('is a local number of the city country (its hint follows the city) or an international one', async () => {
    renderForm();
    expect(describedText(phone())).toBe('Numéro local, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');
    await userEvent.selectOptions(screen.getByLabelText('Ville'), '20');
    expect(describedText(phone())).toBe('Numéro local, par exemple 77 123 45 67, ou international, par exemple +221 77 123 45 67.');
    await userEvent.type(screen.getByLabelText('Nom de l’adresse'), 'Bureau');
    await userEvent.type(screen.getByLabelText('Adresse'), 'Rue 10, Plateau');
    await userEvent.type(phone(), '77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ cityId: 20, phone: { country: 'SN', number: '77 123 45 67' } });
  });

  it('says what it expects, in the same words, when the number is not one', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Nom de l’adresse'), 'Maison');
    await userEvent.type(screen.getByLabelText('Adresse'), '12 rue des Jardins');
    await userEvent.type(phone(), '07 12');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText(/n’est pas valide/)).toHaveTextContent('saisissez un numéro local à 10 chiffres, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');
    expect(sent).toEqual([]);
  });

  it('may stay empty', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Nom de l’adresse'), 'Maison');
    await userEvent.type(screen.getByLabelText('Adresse'), '12 rue des Jardins');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone: null });
  });
});
