import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_SIZES } from '@/lib/images/photo-sizes';
import { photoSrcSet } from '@/lib/images/responsive-image';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('photos are served at the size they are shown', () => {
  it('offers every width of a photo, each labelled with its real width, whichever of its files is named', () => {
    const expected = '/images/photos/terrace-rooftop-night-1-240w.avif 240w, /images/photos/terrace-rooftop-night-1-400w.avif 400w, /images/photos/terrace-rooftop-night-1-640w.avif 640w, /images/photos/terrace-rooftop-night-1-800w.avif 800w, /images/photos/terrace-rooftop-night-1.avif 1200w';
    expect(photoSrcSet('/images/photos/terrace-rooftop-night-1.webp')).toBe(expected);
    expect(photoSrcSet('/images/photos/terrace-rooftop-night-1-400w.webp')).toBe(expected);
  });

  it('never labels a narrow original as wider than it is', () => {
    expect(photoSrcSet('/images/photos/dish-grilled-salmon-1.webp')).toBe('/images/photos/dish-grilled-salmon-1-240w.avif 240w, /images/photos/dish-grilled-salmon-1-400w.avif 400w, /images/photos/dish-grilled-salmon-1.avif 480w');
  });

  it('offers a generated illustration as AVIF copies, never wider than its drawing', () => {
    expect(photoSrcSet('/images/generated/categories/pizza.svg')).toBe('/images/generated/categories/pizza-120w.avif 120w, /images/generated/categories/pizza-240w.avif 240w, /images/generated/categories/pizza.avif 256w');
  });

  it('every generated illustration has its copies, at the size its kind is drawn', async () => {
    const sharp = (await import('sharp')).default;
    const generated = path.join(process.cwd(), 'public/images/generated');
    const drawings = readdirSync(generated).flatMap((kind) => readdirSync(path.join(generated, kind)).filter((file) => file.endsWith('.svg')).map((file) => `/images/generated/${kind}/${file}`));
    expect(drawings.length).toBeGreaterThan(100);
    for (const url of drawings) {
      const candidates = photoSrcSet(url)!.split(', ').map((candidate) => candidate.split(' '));
      for (const [file] of candidates) expect([file, existsSync(publicFile(file))]).toEqual([file, true]);
      const [largest, label] = candidates[candidates.length - 1];
      expect(`${(await sharp(publicFile(largest)).metadata()).width}w`).toBe(label);
    }
  });

  it('leaves unknown files to their src', () => {
    expect(photoSrcSet('/images/generated/unknown-kind/thing.svg')).toBeUndefined();
    expect(photoSrcSet('/images/photos/not-shipped.webp')).toBeUndefined();
    expect(photoSrcSet(null)).toBeUndefined();
  });

  it('names only files that are shipped', () => {
    const photos = Object.keys(PHOTO_SIZES);
    expect(photos.length).toBeGreaterThan(0);
    for (const name of photos) {
      const urls = photoSrcSet(`/images/photos/${name}.webp`)!.split(', ').map((candidate) => candidate.split(' ')[0]);
      for (const url of urls) expect(existsSync(publicFile(url))).toBe(true);
    }
  });
});
