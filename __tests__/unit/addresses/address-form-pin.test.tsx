import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import addresses from '../../../public/locales/fr/addresses.json';
import { AddressForm } from '@/features/addresses/components/address-form';
import { API, countries, renderForm as renderWithProviders } from '../account/form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const cities = [{ id: 10, slug: 'abidjan', name: 'Abidjan', countryId: 1, timeZone: 'Africa/Abidjan', latitude: 0, longitude: 0 }];
const sent: unknown[] = [];
const server = setupServer(
  http.post(`${API}/addresses`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ id: '33333333-3333-4333-8333-333333333333' }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  Reflect.deleteProperty(navigator, 'geolocation');
});
afterAll(() => server.close());

function stubGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = jest.fn((onSuccess: PositionCallback, onError: PositionErrorCallback) => {
    if ('coords' in answer) onSuccess(answer as GeolocationPosition);
    else onError({ ...answer, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

const onSaved = jest.fn();
const renderForm = () => renderWithProviders(<AddressForm address={null} cities={cities} countries={countries} defaultCityId={10} onSaved={onSaved} />, { addresses });

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Nom de l’adresse'), 'Maison');
  await userEvent.type(screen.getByLabelText('Adresse'), 'Rue des Jardins');
}

describe('the landmark and map pin of a delivery address', () => {
  it('with no tile server configured (the default, and offline) the pin is two fields and a locate button, no map', () => {
    renderForm();
    expect(screen.getByLabelText('Latitude')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me localiser' })).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('sends the landmark and the position found by "Me localiser", and hands the saved address back', async () => {
    stubGeolocation({ coords: { latitude: 5.3599517123, longitude: -3.9871234567 } });
    renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Point de repère'), 'Derrière la pharmacie Saint-Michel, portail bleu');
    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(screen.getByRole('status')).toHaveTextContent('Position trouvée');
    expect(screen.getByLabelText('Latitude')).toHaveValue('5.359952');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-3.987123');

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ landmark: 'Derrière la pharmacie Saint-Michel, portail bleu', latitude: 5.359952, longitude: -3.987123 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: '33333333-3333-4333-8333-333333333333' })));
  });

  it('says plainly when the diner refuses the position, and the pin can still be typed (a comma works as the decimal point)', async () => {
    stubGeolocation({ code: 1 });
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous avez refusé l’accès à votre position.');

    await userEvent.type(screen.getByLabelText('Latitude'), '5,3364');
    await userEvent.type(screen.getByLabelText('Longitude'), '-4.0267');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ latitude: 5.3364, longitude: -4.0267 });
  });

  it('says so when the browser cannot give a position', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));
    expect(screen.getByRole('status')).toHaveTextContent('Votre navigateur ne donne pas votre position.');
  });

  it('refuses half a pin or a coordinate out of range, and sends nothing', async () => {
    renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Latitude'), '95');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(await screen.findAllByText(/Saisissez la latitude et la longitude en degrés décimaux/)).not.toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('without a pin or landmark sends neither', async () => {
    renderForm();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ landmark: null, latitude: null, longitude: null });
  });
});
