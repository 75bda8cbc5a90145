import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantImage } from '@/contracts/restaurant-contract';
import { photoSrcSet } from '@/lib/images/responsive-image';
import { theme } from '@/styles/theme';

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px;
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Thumb = styled.button`
  flex: none;
  inline-size: 72px;
  block-size: 54px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  cursor: pointer;
  opacity: 0.7;
  background: ${theme.color.border};
  &[aria-current='true'] { border-color: ${theme.color.brand}; opacity: 1; }
  &:hover { opacity: 1; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

/** Every photo of the gallery, small; the one shown is marked and any other is one tap away. */
export function RestaurantImageThumbnails({ images, index, onSelect }: { images: TRestaurantImage[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('restaurant');
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Keep the current photo's thumbnail in sight as the diner steps through the gallery.
    strip.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);
  return (
    <Strip ref={strip} aria-label={t('gallery.thumbnails')}>
      {images.map((image, position) => (
        <li key={image.id}>
          <Thumb type="button" aria-current={position === index} aria-label={t('gallery.show', { position: position + 1, alt: image.alt })} onClick={() => onSelect(position)}>
            <img src={image.thumbnailUrl} srcSet={photoSrcSet(image.thumbnailUrl)} sizes="72px" alt="" width={72} height={54} loading="lazy" />
          </Thumb>
        </li>
      ))}
    </Strip>
  );
}
