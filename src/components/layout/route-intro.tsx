import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { mediaUp, theme } from '@/styles/theme';

const Main = styled.main`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.xl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  ${mediaUp('md')} { padding-block: ${theme.space.xxl}; }
`;

const Title = styled.h1`
  font-size: ${theme.fontSize.xxl};
`;

const Lead = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.lg};
  max-inline-size: 60ch;
`;

interface TRouteIntroProps {
  title: string;
  /** One sentence saying what the page is for; also the meta description unless one is given. */
  lead: string;
  description?: string;
  seoPath?: string;
  image?: string | null;
  imageAlt?: string;
  seoType?: 'website' | 'restaurant.restaurant';
  /** Private pages (account, checkout) are kept out of search engines. */
  isPrivate?: boolean;
  children?: ReactNode;
}

/** The top of every screen: its SEO tags, its heading and what it is for. */
export function RouteIntro({ title, lead, description, seoPath, image, imageAlt, seoType, isPrivate = false, children }: TRouteIntroProps) {
  return (
    <>
      <PageSeo title={title} description={description ?? lead} path={seoPath} image={image} imageAlt={imageAlt} type={seoType} noIndex={isPrivate} />
      <Main id="main-content">
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
        {children}
      </Main>
    </>
  );
}
