import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { TSiteSettings } from '@/contracts/site-settings-contract';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.color.ink};
  color: #f5f5f4;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export function SiteFooter({ settings }: { settings: TSiteSettings | undefined }) {
  const { t } = useTranslation('common');
  return (
    <Footer>
      <Inner>
        <Name>{settings?.name}</Name>
        <p>{settings?.description}</p>
        <p>
          <Link href="/credits">{t('footer.credits')}</Link>
        </p>
        <p>{t('footer.rights', { year: new Date().getFullYear(), name: settings?.name ?? 'Tablée' })}</p>
      </Inner>
    </Footer>
  );
}
