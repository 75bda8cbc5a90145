import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { SelectOption } from '@/components/ui/form/select-field';
import { HomeSearchForm } from '@/features/search/components/home-search-form';
import { PHOTO_SIZES } from '@/lib/images/photo-sizes';
import { mainPhotoAttributes, photoSrcSet } from '@/lib/images/responsive-image';
import { mediaUp, theme } from '@/styles/theme';

const Hero = styled.section`
  position: relative;
  display: grid;
`;

const Photo = styled.div`
  position: relative;
  min-block-size: 240px;
  display: grid;
  align-items: end;
  color: #fff;
  overflow: hidden;
  ${mediaUp('md')} { min-block-size: 440px; }
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(28, 25, 23, 0.15) 0%, rgba(28, 25, 23, 0.8) 100%);
`;

const Content = styled.div`
  position: relative;
  inline-size: 100%;
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.xs};
  ${mediaUp('md')} { padding-block-end: 7rem; }
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.display};
  line-height: ${theme.lineHeight.tight};
  max-inline-size: 18ch;
`;

const Lead = styled.p`
  font-size: ${theme.fontSize.lg};
  max-inline-size: 46ch;
`;

/** The search card overlaps the photo: on a phone it is the first thing under the title. */
const FormSlot = styled.div`
  position: relative;
  inline-size: 100%;
  max-inline-size: ${theme.layout.maxWidth};
  margin: -${theme.space.xl} auto 0;
  padding-inline: ${theme.space.sm};
  ${mediaUp('md')} { margin-block-start: -5rem; padding-inline: ${theme.space.md}; }
`;

/**
 * The largest paint of the home page, at the width the screen needs. React writes its preload into
 * the head because the image is eager with a high fetch priority.
 */
const HERO_PHOTO = '/images/photos/terrace-rooftop-night-1.webp';
const HERO_SRCSET = photoSrcSet(HERO_PHOTO);
const HERO_SIZES = '100vw';
const [HERO_WIDTH, HERO_HEIGHT] = PHOTO_SIZES['terrace-rooftop-night-1'];

interface THomeHeroProps {
  siteName: string;
  description: string;
  cities: SelectOption[];
}

export function HomeHero({ siteName, description, cities }: THomeHeroProps) {
  const { t } = useTranslation('home');
  return (
    <Hero aria-labelledby="home-title">
      <Photo>
        <Backdrop src={HERO_PHOTO} srcSet={HERO_SRCSET} sizes={HERO_SIZES} width={HERO_WIDTH} height={HERO_HEIGHT} alt="" loading="eager" {...mainPhotoAttributes} />
        <Shade />
        <Content>
          <Title id="home-title">{t('hero.title', { name: siteName })}</Title>
          <Lead>{description}</Lead>
        </Content>
      </Photo>
      <FormSlot>
        <HomeSearchForm cities={cities} />
      </FormSlot>
    </Hero>
  );
}
