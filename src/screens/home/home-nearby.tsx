import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentPosition, type TPosition } from '@/features/search/hooks/use-current-position';
import { HomeSection } from './home-section';
import { NEARBY_COUNT, NearbyNotice } from './nearby-notice';

// The search's code comes with the first position a diner gives, not with the home page.
const NearbyResults = clientOnlyDynamic(() => import('./nearby-results').then((module) => module.NearbyResults), {
  loading: () => <Skeleton count={NEARBY_COUNT} height="18rem" />,
});

/** "Near me": the browser is asked for the position only when the diner taps the button, never on load. */
export function HomeNearby({ locale }: { locale: string }) {
  const { t } = useTranslation('home');
  const [position, setPosition] = useState<TPosition | null>(null);
  const { status, locate } = useCurrentPosition(setPosition);
  const action = (
    <Button variant="secondary" onClick={locate} isLoading={status === 'locating'}>
      {t('nearby.button')}
    </Button>
  );
  return (
    <HomeSection id="nearby-title" title={t('nearby.title')} lead={t('nearby.lead')} action={action}>
      {(status === 'denied' || status === 'unavailable') && <NearbyNotice role="alert">{t(`nearby.${status}`)}</NearbyNotice>}
      {position && <NearbyResults position={position} locale={locale} />}
    </HomeSection>
  );
}
