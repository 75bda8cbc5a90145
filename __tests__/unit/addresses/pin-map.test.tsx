import { fireEvent, screen } from '@testing-library/react';
import addresses from '../../../public/locales/fr/addresses.json';
import { PinMap } from '@/features/addresses/components/pin-map';
import { renderForm as renderWithProviders } from '../account/form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';
const center = { latitude: 6.3623, longitude: 2.3885 };

function renderMap() {
  const onPick = jest.fn();
  renderWithProviders(<PinMap center={center} tilesUrl={TILES} attribution="© OpenStreetMap" onPick={onPick} />, { addresses });
  return onPick;
}

describe('the pin map (with a tile server configured)', () => {
  it('draws the tiles around the pin from the configured template, with the credit', () => {
    renderMap();
    const map = screen.getByRole('application', { name: /touchez l’endroit exact/ });
    const sources = [...map.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toContain('https://tiles.example/16/33202/31607.png');
    expect(sources).toHaveLength(15);
    expect(map).toHaveTextContent('© OpenStreetMap');
  });

  it('a tap puts the pin where it lands: above the centre is further north, to the right further east', () => {
    const onPick = renderMap();
    const map = screen.getByRole('application');
    // jsdom lays nothing out: the box is 0×0 at the origin, so the click's coordinates are its offset from the centre.
    fireEvent.click(map, { clientX: 0, clientY: -100 });
    const [latitude, longitude] = onPick.mock.calls[0];
    expect(latitude).toBeGreaterThan(center.latitude);
    expect(longitude).toBeCloseTo(center.longitude, 6);
    fireEvent.click(map, { clientX: 100, clientY: 0 });
    expect(onPick.mock.calls[1][1]).toBeGreaterThan(center.longitude);
  });

  it('the arrow keys move the pin, so it can be placed without a pointer', () => {
    const onPick = renderMap();
    const map = screen.getByRole('application');
    map.focus();
    fireEvent.keyDown(map, { key: 'ArrowDown' });
    expect(onPick.mock.calls[0][0]).toBeLessThan(center.latitude);
    fireEvent.keyDown(map, { key: 'ArrowLeft' });
    expect(onPick.mock.calls[1][1]).toBeLessThan(center.longitude);
  });

  it('zooming out asks for the tiles of the next level up', () => {
    renderMap();
    fireEvent.click(screen.getByRole('button', { name: 'Dézoomer' }));
    expect([...screen.getByRole('application').querySelectorAll('img')].map((image) => image.getAttribute('src'))).toContain('https://tiles.example/15/16601/15803.png');
  });
});
