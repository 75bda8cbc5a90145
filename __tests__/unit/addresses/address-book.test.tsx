import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import addresses from '../../../public/locales/fr/addresses.json';
import type { TAddress } from '@/contracts/address-contract';
import { AddressBook } from '@/features/addresses/components/address-book';
import { API, countries, renderForm } from '../account/form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/address', pathname: '/my-account/address', query: {} }) }));

const city = (id: number, name: string, countryId: number) => ({ id, slug: name.toLowerCase(), name, countryId, timeZone: 'Africa/Abidjan', latitude: 0, longitude: 0 });
const address = (id: string, label: string, isDefault: boolean): TAddress => ({
  id,
  label,
  line1: `${label}, rue 12`,
  line2: null,
  district: 'Cocody',
  cityId: 10,
  cityName: 'Abidjan',
  phone: null,
  instructions: null,
  landmark: label === 'Maison' ? 'Derrière la pharmacie Saint-Michel' : null,
  latitude: null,
  longitude: null,
  isDefault,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const HOME_ID = '00000000-0000-4000-8000-000000000001';
const OFFICE_ID = '00000000-0000-4000-8000-000000000002';

let book: TAddress[] = [];
const requests: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const body = request.method === 'DELETE' ? null : await request.json();
  requests.push({ method: request.method, path: new URL(request.url).pathname.replace('/api', ''), body });
  return body as Partial<TAddress>;
};
const server = setupServer(
  http.get(`${API}/addresses`, () => HttpResponse.json({ items: book })),
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [city(10, 'Abidjan', 1), city(20, 'Dakar', 2)], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries, feedbackTypes: [] })),
  http.get(`${API}/reservations/checkUserInfo`, () => HttpResponse.json({ errors: [] })),
  http.post(`${API}/addresses`, async ({ request }) => {
    const body = await record(request);
    const created = { ...address('00000000-0000-4000-8000-000000000003', String(body.label), false), ...body } as TAddress;
    book = [...book, created];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.patch(`${API}/addresses/:id`, async ({ request, params }) => {
    const body = await record(request);
    book = book.map((item) => (item.id === params.id ? { ...item, ...body } : body.isDefault ? { ...item, isDefault: false } : item));
    return HttpResponse.json(book.find((item) => item.id === params.id));
  }),
  http.delete(`${API}/addresses/:id`, async ({ request, params }) => {
    await record(request);
    book = book.filter((item) => item.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  book = [address(HOME_ID, 'Maison', true), address(OFFICE_ID, 'Bureau', false)];
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const renderBook = () => renderForm(<AddressBook />, { addresses });
const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement;

describe('/my-account/address', () => {
  it('lists the addresses with their landmark and the default one marked', async () => {
    renderBook();
    expect(await screen.findByText('Maison', { selector: 'span' })).toBeInTheDocument();
    expect(within(card('Maison')).getByText('Par défaut')).toBeInTheDocument();
    expect(within(card('Maison')).getByText(/Derrière la pharmacie Saint-Michel/)).toBeInTheDocument();
    expect(within(card('Bureau')).queryByText('Par défaut')).not.toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    renderBook();
    await screen.findByText('Bureau', { selector: 'span' });
    await userEvent.click(within(card('Bureau')).getByRole('button', { name: 'Définir par défaut' }));
    await waitFor(() => expect(within(card('Bureau')).getByText('Par défaut')).toBeInTheDocument());
    expect(requests).toEqual([{ method: 'PATCH', path: `/addresses/${OFFICE_ID}`, body: { isDefault: true } }]);
  });

  it('deletes an address once the diner confirms, and keeps it when they do not', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderBook();
    const remove = await screen.findByRole('button', { name: 'Supprimer l’adresse « Bureau »' });
    await userEvent.click(remove);
    expect(requests).toEqual([]);
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Bureau', { selector: 'span' })).not.toBeInTheDocument());
    expect(confirm).toHaveBeenCalledWith('Supprimer l’adresse « Bureau » ?');
    expect(requests).toEqual([{ method: 'DELETE', path: `/addresses/${OFFICE_ID}`, body: null }]);
  });

  it('edits an address in the shared form, then returns to the list', async () => {
    renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier l’adresse « Bureau »' }));
    const landmark = screen.getByLabelText('Point de repère');
    expect(screen.getByLabelText('Nom de l’adresse')).toHaveValue('Bureau');
    await userEvent.type(landmark, 'Immeuble vert, 3e étage');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(within(card('Bureau')).getByText(/Immeuble vert, 3e étage/)).toBeInTheDocument());
    expect(requests).toEqual([{ method: 'PATCH', path: `/addresses/${OFFICE_ID}`, body: expect.objectContaining({ label: 'Bureau', landmark: 'Immeuble vert, 3e étage' }) }]);
  });

  it('adds an address with a landmark', async () => {
    book = [];
    renderBook();
    expect(await screen.findByText('Vous n’avez pas encore d’adresse.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    await userEvent.type(screen.getByLabelText('Nom de l’adresse'), 'Chez maman');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Abidjan' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Ville'), '10');
    await userEvent.type(screen.getByLabelText('Adresse'), 'Rue des Jardins');
    await userEvent.type(screen.getByLabelText('Point de repère'), 'Portail bleu face au maquis');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findByText('Chez maman', { selector: 'span' })).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'POST', path: '/addresses', body: expect.objectContaining({ label: 'Chez maman', cityId: 10, landmark: 'Portail bleu face au maquis' }) }]);
  });
});
