import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { getClientEnv } from '@/config/env.client';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import { mediaUp, theme } from '@/styles/theme';
import { INTERNAL_FOOTER_LINKS, listExternalFooterLinks, type TFooterLink } from './footer-links';

const Footer = styled.footer`
  margin-block-start: ${theme.space.xxxl};
  background: ${theme.color.ink};
  color: ${theme.color.surfaceAlt};
`;

const Inner = styled.div`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.xl} ${theme.space.md};
  display: grid;
  gap: ${theme.space.lg};
  font-size: ${theme.fontSize.sm};
  ${mediaUp('md')} { grid-template-columns: 2fr 1fr 1fr; padding-block: ${theme.space.xxl}; }
`;

const About = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
  max-inline-size: 40ch;
`;

const Name = styled.p`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xxs};
  a { display: inline-block; padding-block: ${theme.space.xxs}; text-underline-offset: 3px; }
`;

const Heading = styled.h2`
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  margin-block-end: ${theme.space.xs};
`;

const Rights = styled.p`
  grid-column: 1 / -1;
  padding-block-start: ${theme.space.md};
  border-block-start: 1px solid ${theme.color.inkMuted};
`;

function FooterLinkList({ links }: { links: TFooterLink[] }) {
  const { t } = useTranslation('nav');
  return (
    <LinkList>
      {links.map((link) => (
        <li key={link.key}>
          {link.isExternal ? (
            <a href={link.href} rel="noopener noreferrer">
              {t(`footer.links.${link.key}`)}
            </a>
          ) : (
            <Link href={link.href}>{t(`footer.links.${link.key}`)}</Link>
          )}
        </li>
      ))}
    </LinkList>
  );
}

/** Site name and description, help links, and the external pages configured for this deployment. */
export function SiteFooter({ settings }: { settings: TSiteSettings | undefined }) {
  const { t } = useTranslation('nav');
  const external = listExternalFooterLinks(getClientEnv(), settings?.managerSiteUrl);
  const name = settings?.name ?? 'Tablée';
  return (
    <Footer>
      <Inner>
        <About>
          <Name>{name}</Name>
          <p>{settings?.description}</p>
        </About>
        <nav aria-labelledby="footer-help">
          <Heading id="footer-help">{t('footer.help')}</Heading>
          <FooterLinkList links={INTERNAL_FOOTER_LINKS} />
        </nav>
        {external.length > 0 && (
          <nav aria-labelledby="footer-about">
            <Heading id="footer-about">{t('footer.about')}</Heading>
            <FooterLinkList links={external} />
          </nav>
        )}
        <Rights>{t('common:footer.rights', { year: new Date().getFullYear(), name })}</Rights>
      </Inner>
    </Footer>
  );
}
