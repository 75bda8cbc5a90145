import { useId } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CopyCodeButton } from '@/components/ui/copy-code-button';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import type { TOffer } from '@/contracts/offer-contract';
import { mediaUp, theme } from '@/styles/theme';
import { useOffers } from '../api/get-offers';
import { OfferFacts } from './offer-facts';

const Grid = styled(PlainList)`
  ${mediaUp('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Card = styled.article`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.fontSize.lg}; }
  p { color: ${theme.color.inkMuted}; }
`;

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${theme.fontSize.lg};
    font-weight: ${theme.fontWeight.bold};
    letter-spacing: 0.05em;
    padding: ${theme.space.xxs} ${theme.space.sm};
    border: 1px dashed ${theme.color.brand};
    border-radius: ${theme.radius.sm};
  }
`;

function SiteOfferCard({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offers');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-testid="site-offer">
      <h3 id={titleId}>{offer.title}</h3>
      {offer.description && <p>{offer.description}</p>}
      <OfferFacts offer={offer} />
      {offer.code ? (
        <CodeRow>
          <code>{offer.code}</code>
          <CopyCodeButton code={offer.code} label={t('site.copyLabel', { code: offer.code })} copiedText={t('site.copied', { code: offer.code })} failedText={t('site.copyFailed', { code: offer.code })}>
            {t('site.copy')}
          </CopyCodeButton>
        </CodeRow>
      ) : (
        <p>{t('site.noCode')}</p>
      )}
    </Card>
  );
}

/** The running offers with their codes, on the coupons page; a signed-in diner's used ones say so. */
export function SiteOffers({ isSignedIn }: { isSignedIn: boolean | null }) {
  const { t } = useTranslation('offers');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch } = useOffers({ lang: locale === 'en' ? 'en' : 'fr' }, isSignedIn);
  if (isPending) return <Skeleton count={2} height="8rem" />;
  if (isError) {
    return (
      <div>
        <p role="alert">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const offers = data.items.filter((offer) => offer.restaurant === null);
  if (offers.length === 0) return <p>{t('site.empty')}</p>;
  return (
    <Grid aria-label={t('site.title')}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <SiteOfferCard offer={offer} />
        </li>
      ))}
    </Grid>
  );
}
