import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';
import type { TAdvert } from '@/contracts/advert-contract';
import { pickAdvertHref } from '../model/advert-link';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 86%;
  gap: ${theme.space.md};
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  padding: 0 0 ${theme.space.sm};
  margin: 0;
  list-style: none;
  scrollbar-width: thin;
  ${mediaUp('md')} { grid-auto-columns: calc((100% - ${theme.space.md}) / 2); }
`;

const Slide = styled.li`
  scroll-snap-align: start;
`;

const Card = styled(Link)`
  position: relative;
  display: grid;
  align-items: end;
  min-block-size: 220px;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  color: ${theme.color.surface};
  text-decoration: none;
  background: ${theme.color.ink};
  ${mediaUp('md')} { min-block-size: 280px; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Text = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.xxl} ${theme.space.lg} ${theme.space.lg};
  background: linear-gradient(180deg, rgba(28, 25, 23, 0) 0%, rgba(28, 25, 23, 0.85) 60%);
`;

const Title = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
`;

const Body = styled.p`
  font-size: ${theme.fontSize.sm};
  max-inline-size: 48ch;
`;

/**
 * The running campaigns (GET /adverts) as a swipeable row of large cards. It sits under the home
 * page's hero, below the first screen of a phone: its pictures are lazy, so they neither get a
 * preload in the head nor compete with the hero photo for the first bytes.
 */
export function AdvertCarousel({ adverts, labelledBy }: { adverts: TAdvert[]; labelledBy: string }) {
  return (
    <Row aria-labelledby={labelledBy}>
      {adverts.map((advert) => (
        <Slide key={advert.id}>
          <Card href={pickAdvertHref(advert)}>
            <Picture src={advert.imageUrl} srcSet={photoSrcSet(advert.imageUrl)} sizes="(min-width: 768px) 640px, 90vw" alt="" loading="lazy" width={800} height={400} />
            <Text>
              <Title>{advert.title}</Title>
              <Body>{advert.body}</Body>
            </Text>
          </Card>
        </Slide>
      ))}
    </Row>
  );
}
