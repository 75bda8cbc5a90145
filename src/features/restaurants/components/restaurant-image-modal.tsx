import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import type { TRestaurantImage } from '@/contracts/restaurant-contract';
import { clampGalleryIndex, stepGalleryIndex } from '../model/gallery-index';
import { RestaurantImageThumbnails } from './restaurant-image-thumbnails';
import { useGalleryControls } from './use-gallery-controls';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Stage = styled.figure`
  position: relative;
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const Viewport = styled.div`
  position: relative;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.ink};
  /* Horizontal moves are ours (swipe); vertical ones still scroll the dialog. */
  touch-action: pan-y;
  user-select: none;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 3;
    max-block-size: 70dvh;
    object-fit: contain;
    -webkit-user-drag: none;
  }
`;

const Nav = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${theme.space.sm};
  transform: translateY(-50%);
  inline-size: 48px;
  block-size: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.color.ink};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: ${theme.shadow.card};
  &:hover { background: ${theme.color.surface}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  /* Arrows point the way the page reads. */
  [dir='rtl'] & span { display: inline-block; transform: scaleX(-1); }
`;

const Caption = styled.figcaption`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  color: ${theme.color.inkMuted};
`;

const Counter = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.ink};
`;

function readImages(data: unknown): TRestaurantImage[] {
  const images = (data as { images?: unknown } | null)?.images;
  return Array.isArray(images) ? (images as TRestaurantImage[]) : [];
}

/** SPEC §2 "restaurant image" view: full-size photos, previous/next, arrow keys and swipe; the host handles focus and Escape. */
export function RestaurantImageModal({ data }: ModalViewProps) {
  const { t } = useTranslation('restaurant');
  const images = readImages(data);
  const [index, setIndex] = useState(() => clampGalleryIndex((data as { index?: unknown } | null)?.index, images.length));
  const step = useCallback((direction: 1 | -1) => setIndex((current) => stepGalleryIndex(current, direction, images.length)), [images.length]);
  const swipe = useGalleryControls(step);
  const image = images[index];
  if (!image) return <ModalFrame title={t('gallery.title')}>{t('gallery.empty')}</ModalFrame>;
  const hasMany = images.length > 1;
  return (
    <ModalFrame title={t('gallery.title')}>
      <Stage>
        <Viewport {...swipe} data-testid="gallery-viewport">
          <img key={image.id} src={image.url} srcSet={photoSrcSet(image.url)} sizes="100vw" alt={image.alt} width={1200} height={900} draggable={false} />
          {hasMany && (
            <>
              <Nav type="button" $side="start" onClick={() => step(-1)} aria-label={t('gallery.previous')}>
                <span aria-hidden="true">‹</span>
              </Nav>
              <Nav type="button" $side="end" onClick={() => step(1)} aria-label={t('gallery.next')}>
                <span aria-hidden="true">›</span>
              </Nav>
            </>
          )}
        </Viewport>
        <Caption>
          <span>{image.alt}</span>
          <Counter aria-live="polite">
            {t('gallery.counter', { position: index + 1, count: images.length })}
          </Counter>
        </Caption>
        {hasMany && <RestaurantImageThumbnails images={images} index={index} onSelect={setIndex} />}
      </Stage>
    </ModalFrame>
  );
}
