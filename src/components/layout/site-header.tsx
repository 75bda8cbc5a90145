import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TSiteSettings } from '@/contracts/site-settings-contract';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

const LanguageLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.inkMuted};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  text-decoration: none;
`;

export function SiteHeader({ settings }: { settings: TSiteSettings | undefined }) {
  const { t } = useTranslation('common');
  const { locale, asPath } = useRouter();
  const otherLocale = locale === 'en' ? 'fr' : 'en';
  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label={t('header.home', { name: settings?.name ?? 'Tablée' })}>
          <img src={settings?.logoUrl ?? '/images/brand/logo.svg'} width={settings?.logoWidth ?? 150} height={40} alt={settings?.name ?? 'Tablée'} />
        </Brand>
        <LanguageLink href={asPath} locale={otherLocale} hrefLang={otherLocale} lang={otherLocale}>
          {t(`language.switchTo.${otherLocale}`)}
        </LanguageLink>
      </Inner>
    </Bar>
  );
}
