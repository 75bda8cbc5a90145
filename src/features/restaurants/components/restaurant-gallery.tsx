import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantImage } from '@/contracts/restaurant-contract';
import { mainPhotoAttributes, photoSrcSet } from '@/lib/images/responsive-image';
import { openModal } from '@/lib/ui-state/ui-store';
import { mediaUp, theme } from '@/styles/theme';

/** Phones swipe a strip of large photos (the next one peeks in); wider screens see one large photo and four more. */
const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }

  ${mediaUp('md')} {
    display: grid;
    grid-template-columns: 2fr 1fr 1fr;
    grid-template-rows: repeat(2, 220px);
    overflow: hidden;
    border-radius: ${theme.radius.lg};
    &[data-count='1'] { grid-template-columns: 1fr; }
    &[data-count='2'] { grid-template-columns: 2fr 1fr; }
    &[data-count='3'], &[data-count='4'] { grid-template-columns: 2fr 1fr; }
  }
  ${mediaUp('lg')} { grid-template-rows: repeat(2, 240px); }
`;

const Item = styled.li`
  flex: 0 0 88%;
  scroll-snap-align: center;
  &:only-child { flex-basis: 100%; }

  ${mediaUp('md')} {
    &:first-child { grid-row: span 2; }
    &:nth-child(n + 6) { display: none; }
    [data-count='2'] > &:nth-child(2) { grid-row: span 2; }
    [data-count='4'] > &:nth-child(4) { display: none; }
  }
`;

const Thumb = styled.button`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  padding: 0;
  border: 0;
  cursor: zoom-in;
  background: ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  ${mediaUp('md')} { border-radius: 0; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform ${theme.motion.slow} ease;
    ${mediaUp('md')} { aspect-ratio: auto; }
  }
  &:hover img { transform: scale(1.03); }
  @media (prefers-reduced-motion: reduce) { img { transition: none; } &:hover img { transform: none; } }
`;

const Frame = styled.div`
  position: relative;
`;

const AllPhotos = styled.button`
  position: absolute;
  inset-block-end: ${theme.space.md};
  inset-inline-end: ${theme.space.md};
  min-block-size: 40px;
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.color.ink};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** A phone shows each photo at 88 % of the page's width less its 16 px margins; wider screens one large photo (half) and quarters. */
const sizesOf = (index: number) => (index === 0 ? '(min-width: 768px) 50vw, calc(88vw - 28px)' : '(min-width: 768px) 25vw, calc(88vw - 28px)');

/** The restaurant's photos, large; each opens the full-size gallery (RESTAURANT_IMAGE) at that photo. */
export function RestaurantGallery({ images }: { images: TRestaurantImage[] }) {
  const { t } = useTranslation('restaurant');
  if (images.length === 0) return null;
  const open = (index: number) => openModal('RESTAURANT_IMAGE', { images, index });
  return (
    <Frame>
      <Strip data-count={Math.min(images.length, 5)} aria-label={t('gallery.label')}>
        {images.map((image, index) => (
          <Item key={image.id}>
            <Thumb type="button" onClick={() => open(index)} aria-label={t('gallery.open', { alt: image.alt, position: index + 1, count: images.length })}>
              <img
                src={index === 0 ? image.url : image.thumbnailUrl}
                srcSet={photoSrcSet(image.url)}
                sizes={sizesOf(index)}
                alt=""
                width={index === 0 ? 1200 : 400}
                height={index === 0 ? 900 : 300}
                loading={index < 2 ? 'eager' : 'lazy'}
                // The first photo is the page's largest paint.
                {...(index === 0 ? mainPhotoAttributes : {})}
              />
            </Thumb>
          </Item>
        ))}
      </Strip>
      {images.length > 1 && (
        <AllPhotos type="button" onClick={() => open(0)}>
          {t('gallery.all', { count: images.length })}
        </AllPhotos>
      )}
    </Frame>
  );
}
