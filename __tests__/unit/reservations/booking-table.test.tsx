import { screen, within } from '@testing-library/react';
import { BookingTable } from '@/features/reservations/components/booking-table';
import { renderBookingUi } from './reservations-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/my-account/bookings/x', query: {} }) }));

describe('the table on a booking’s detail (§3 reservation: loaded with its table)', () => {
  it('names the table, how many it seats and its area', () => {
    renderBookingUi(<BookingTable table={{ id: 3, name: 'T3', area: 'Terrasse', seats: 4 }} />);
    const block = screen.getByRole('region', { name: 'Votre table' });
    const facts = within(block).getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts).toEqual(['T3', '4 places', 'Terrasse']);
  });

  it('a table with no area says nothing of one; one seat is singular', () => {
    renderBookingUi(<BookingTable table={{ id: 4, name: 'Bar 1', area: null, seats: 1 }} />);
    const block = screen.getByRole('region', { name: 'Votre table' });
    expect(within(block).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Bar 1', '1 place']);
    expect(within(block).queryByText('Espace')).not.toBeInTheDocument();
  });
});
