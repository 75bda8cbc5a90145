import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { Panel, PanelLead, PanelTitle } from '@/features/help/components/help-styles';
import { LoadError } from '@/features/help/components/load-error';
import { ROUTES } from '@/lib/routes';
import { HelpRequestForm } from './lazy-help-request-form';
import { useBookingChoices } from './use-booking-choices';
import { theme } from '@/styles/theme';

const NoBookings = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  p { color: ${theme.color.inkMuted}; }
  a { color: ${theme.color.brand}; font-weight: ${theme.fontWeight.bold}; }
`;

/** "A question about a booking?": the request form over the diner's bookings, or the way to write without one. */
export function AskForHelp() {
  const { t } = useTranslation('help');
  const bookings = useBookingChoices();
  let body;
  if (bookings.isPending) body = <Skeleton count={3} height="3rem" />;
  else if (bookings.isError) body = <LoadError message={t('center.bookingsError')} onRetry={() => void bookings.retry()} />;
  else if (bookings.choices.length === 0)
    body = (
      <NoBookings>
        <p>{t('center.noBookings')}</p>
        <Link href={ROUTES.contact}>{t('center.contactLink')}</Link>
      </NoBookings>
    );
  else body = <HelpRequestForm bookings={bookings.choices} />;
  return (
    <Panel aria-labelledby="help-ask-title" id="ask">
      <PanelTitle id="help-ask-title">{t('center.askTitle')}</PanelTitle>
      {bookings.choices.length > 0 && <PanelLead>{t('center.askLead')}</PanelLead>}
      {body}
    </Panel>
  );
}
