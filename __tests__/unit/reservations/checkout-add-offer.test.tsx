import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutReview } from '@/screens/checkout-reservation/checkout-review';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { buildReservation, buildTestCart, renderBookingUi } from './reservations-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {}, push: jest.fn() }) }));

afterEach(() => act(() => resetUiState()));

describe('checkout for a reservation: adding an offer (§2 add offer)', () => {
  it('opens the add-offer view for this restaurant and a booking', async () => {
    const user = userEvent.setup();
    renderBookingUi(<CheckoutReview reservation={buildReservation({ status: 'draft' })} />, { cartValue: buildTestCart(), sync: { status: 'saved', error: null, flush: () => Promise.resolve() } });

    await user.click(screen.getByRole('button', { name: 'Ajouter une offre' }));

    expect(getUiState().modalView).toBe('ADD_OFFER');
    expect(getUiState().modalData).toEqual({ restaurantId: 7, orderType: 'BOOKING' });
  });

  it('once an offer is chosen, says so and offers to change it', () => {
    renderBookingUi(<CheckoutReview reservation={buildReservation({ status: 'draft' })} />, { cartValue: buildTestCart({ offerId: 4 }), sync: { status: 'saved', error: null, flush: () => Promise.resolve() } });

    expect(screen.getByText('Une offre sera appliquée à cette réservation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer d’offre' })).toBeInTheDocument();
  });
});
