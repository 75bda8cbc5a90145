import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { mediaUp } from '@/styles/theme';

const Hero = styled.section`
  position: relative;
  min-height: 360px;
  display: grid;
  align-items: end;
  color: #fff;
  overflow: hidden;
  ${mediaUp('md')} { min-height: 460px; }
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(28, 25, 23, 0.1) 0%, rgba(28, 25, 23, 0.78) 100%);
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.display};
  max-width: 18ch;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  max-width: 46ch;
`;

export function HomeHero({ siteName, description }: { siteName: string; description: string }) {
  const { t } = useTranslation('home');
  return (
    <Hero aria-labelledby="home-title">
      <Backdrop
        src="/images/photos/terrace-rooftop-night-1.webp"
        srcSet="/images/photos/terrace-rooftop-night-1-400w.webp 400w, /images/photos/terrace-rooftop-night-1.webp 1200w"
        sizes="100vw"
        alt=""
        fetchPriority="high"
      />
      <Shade />
      <Content>
        <Title id="home-title">{t('hero.title', { name: siteName })}</Title>
        <Lead>{description}</Lead>
      </Content>
    </Hero>
  );
}
