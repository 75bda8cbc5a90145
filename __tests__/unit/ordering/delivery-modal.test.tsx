import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DeliveryModal } from '@/features/addresses/components/delivery-modal';
import { getUiState, openModal } from '@/lib/ui-state/ui-store';
import { API, renderOrdering } from './ordering-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/order', pathname: '/order', query: {} }) }));

const address = (id: string, label: string, extra: object = {}) => ({
  id, label, line1: 'Rue des Jardins', line2: null, district: 'Cocody', cityId: 10, cityName: 'Abidjan', phone: null, instructions: null,
  landmark: null, latitude: 5.35, longitude: -3.98, isDefault: false, createdAt: '2026-11-01T10:00:00.000Z', ...extra,
});
const HOME = '55555555-5555-4555-8555-555555555555';
const OFFICE = '66666666-6666-4666-8666-666666666666';
const server = setupServer(
  http.get(`${API}/addresses`, () => HttpResponse.json({ items: [address(HOME, 'Maison', { landmark: 'Portail bleu' }), address(OFFICE, 'Bureau', { latitude: null, longitude: null })] })),
  http.get(`${API}/whoAmI`, () => HttpResponse.json({ id: 1, firstName: 'Awa', lastName: 'Koné', cityId: 10 })),
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries: [], feedbackTypes: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the delivery modal', () => {
  it('picks one of the diner’s addresses (with its landmark, and a word for one without a pin) and hands it back', async () => {
    const onPick = jest.fn();
    openModal('DELIVERY', { selectedId: HOME, onPick });
    renderOrdering(<DeliveryModal data={{ selectedId: HOME, onPick }} />, { withCart: false });

    expect(await screen.findByRole('radio', { name: /Maison/ })).toBeChecked();
    expect(screen.getByText('Repère : Portail bleu')).toBeInTheDocument();
    expect(screen.getByText(/Sans point sur la carte/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Bureau/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Livrer à cette adresse' }));
    expect(onPick).toHaveBeenCalledWith(OFFICE);
    await waitFor(() => expect(getUiState().modalView).toBeNull());
  });

  it('"Ajouter une adresse" opens the address form in place', async () => {
    renderOrdering(<DeliveryModal data={{ selectedId: null, onPick: jest.fn() }} />, { withCart: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    expect(screen.getByLabelText('Point de repère')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Me localiser' })).toBeInTheDocument();
  });
});
