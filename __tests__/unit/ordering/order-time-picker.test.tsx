import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOrderTiming } from '@/contracts/order-contract';
import { OrderTimePicker } from '@/features/ordering/components/order-time-picker';
import { OPENING_HOURS, renderOrdering } from './ordering-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', query: {} }) }));

const NOW = new Date('2026-11-26T12:10:00.000Z');
let latest: TOrderTiming = { mode: 'asap' };

function Picker({ timeZone, readyAt = null }: { timeZone: string; readyAt?: string | null }) {
  const [timing, setTiming] = useState<TOrderTiming>({ mode: 'asap' });
  latest = timing;
  return <OrderTimePicker timing={timing} onChange={setTiming} openingHours={OPENING_HOURS} timeZone={timeZone} readyAt={readyAt} problems={[{ code: 'time_too_soon', message: 'x' }]} now={NOW} />;
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('the order time picker', () => {
  it('"Dès que possible" shows the ready time the server gave, on the restaurant’s clock', () => {
    renderOrdering(<Picker timeZone="Africa/Douala" readyAt="2026-11-26T12:45:00.000Z" />, { withCart: false });
    expect(screen.getByRole('radio', { name: 'Dès que possible' })).toBeChecked();
    expect(screen.getByTestId('ready-at')).toHaveTextContent('Prête vers : jeudi 26 novembre à 13:45');
  });

  it('a scheduled order offers only open days and future times, in the restaurant’s zone, and says which zone', async () => {
    renderOrdering(<Picker timeZone="Africa/Douala" />, { withCart: false });
    await userEvent.click(screen.getByRole('radio', { name: 'Programmer' }));

    const day = screen.getByRole('combobox', { name: 'Jour' });
    expect(optionTexts(day)).not.toContain('lundi 30 novembre');
    expect(optionTexts(day)[0]).toBe('jeudi 26 novembre');
    const time = screen.getByRole('combobox', { name: 'Heure' });
    expect(optionTexts(time)[0]).toBe('13:45');
    expect(latest).toEqual({ mode: 'scheduled', at: '2026-11-26T12:45:00.000Z' });

    await userEvent.selectOptions(day, 'vendredi 27 novembre');
    expect(optionTexts(screen.getByRole('combobox', { name: 'Heure' }))[0]).toBe('11:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Heure' }), '19:30');
    expect(latest).toEqual({ mode: 'scheduled', at: '2026-11-27T18:30:00.000Z' });

    // The browser here is not in Douala's zone: the times say whose clock they are.
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('Heures indiquées à l’heure du restaurant');
  });

  it('shows the server’s time problem beside the time', () => {
    renderOrdering(<Picker timeZone="Africa/Abidjan" />, { withCart: false });
    expect(screen.getByText('C’est trop tôt pour préparer votre commande. Choisissez une heure plus tardive.')).toBeInTheDocument();
  });
});
