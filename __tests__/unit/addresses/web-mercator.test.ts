import { roundCoordinate, tileUrl, toLatLng, toWorldPixel } from '@/features/addresses/model/web-mercator';

describe('web mercator', () => {
  it('puts 0°, 0° in the middle of the one tile of zoom 0, and the antimeridian at its edges', () => {
    expect(toWorldPixel({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(toWorldPixel({ latitude: 0, longitude: -180 }, 0).x).toBe(0);
    expect(toWorldPixel({ latitude: 0, longitude: 180 }, 0).x).toBe(256);
  });

  it('finds the tile of the Saint-Michel market in Cotonou that tile servers name at zoom 16 (x 33202, y 31607: as the OSM wiki’s formula gives)', () => {
    const pixel = toWorldPixel({ latitude: 6.3623, longitude: 2.3885 }, 16);
    expect([Math.floor(pixel.x / 256), Math.floor(pixel.y / 256)]).toEqual([33202, 31607]);
  });

  it('goes back from pixels to degrees to within a centimetre', () => {
    const point = { latitude: 5.3364, longitude: -4.0267 };
    const back = toLatLng(toWorldPixel(point, 17), 17);
    expect(back.latitude).toBeCloseTo(point.latitude, 7);
    expect(back.longitude).toBeCloseTo(point.longitude, 7);
  });

  it('fills a tile template and wraps x around the world', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 2, 5, 1)).toBe('https://tiles.example/2/1/1.png');
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', 2, -1, 3)).toBe('https://tiles.example/2/3/3.png');
  });

  it('rounds to the six decimals the addresses table keeps', () => {
    expect(roundCoordinate(6.36230049)).toBe(6.3623);
  });
});
