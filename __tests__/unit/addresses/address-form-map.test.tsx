import { fireEvent, screen } from '@testing-library/react';
import addresses from '../../../public/locales/fr/addresses.json';
import { AddressForm } from '@/features/addresses/components/address-form';
import { countries, renderForm as renderWithProviders } from '../account/form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));
jest.mock('@/config/env.client', () => ({ getClientEnv: () => ({ NEXT_PUBLIC_SITE_URL: 'http://localhost', NEXT_PUBLIC_MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png' }) }));

const cotonou = { id: 12, slug: 'cotonou', name: 'Cotonou', countryId: 1, timeZone: 'Africa/Porto-Novo', latitude: 6.3654, longitude: 2.4183 };

describe('the address form with a tile server configured', () => {
  it('opens the map on the chosen city, and a tap on it fills the pin’s fields', () => {
    renderWithProviders(<AddressForm address={null} cities={[cotonou]} countries={countries} defaultCityId={12} onSaved={jest.fn()} />, { addresses });
    const map = screen.getByRole('application', { name: /touchez l’endroit exact/ });
    expect([...map.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toContain('https://tiles.example/16/33208/31606.png');
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(screen.getByLabelText('Latitude')).toHaveValue('6.3654');
    expect(screen.getByLabelText('Longitude')).toHaveValue('2.4183');
  });
});
