import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { PageSeo } from '@/components/seo/page-seo';
import type { TShareImage } from '@/contracts/event-contract';
import type { TInvitationPreview } from '@/contracts/group-contract';
import { useAuthorized } from '@/lib/session/use-authorized';
import { useInvitationPreview } from '@/features/invitations/api/get-invitation-preview';
import { InvitationCard } from '@/features/invitations/components/invitation-card';
import { formatZonedDateTime } from '@/lib/format/format-zoned-date-time';
import { ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  display: grid;
  gap: ${theme.space.lg};
  h1 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.display}; }
`;

const Missing = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
`;

function InvitationSeo({ preview, shareImage }: { preview: TInvitationPreview; shareImage: TShareImage | null }) {
  const { t } = useTranslation('invitations');
  const { locale = 'fr' } = useRouter();
  const { restaurant } = preview;
  const date = formatZonedDateTime(preview.startsAt, preview.timeZone, locale);
  return (
    <PageSeo
      title={t('invitation.seoTitle', { restaurant: restaurant.name })}
      description={t('invitation.seoDescription', { host: preview.hostName, restaurant: restaurant.name, city: restaurant.cityName, date, count: preview.partySize })}
      image={shareImage?.url}
      imageAlt={shareImage?.alt}
      noIndex
    />
  );
}

/** /invitation/{accessId}: a host's invitation — previewed by messaging apps, answered by the diner. */
export function InvitationScreen({ accessId, preview: initial, shareImage }: { accessId: string; preview: TInvitationPreview | null; shareImage: TShareImage | null }) {
  const { t } = useTranslation('invitations');
  const isSignedIn = useAuthorized() === true;
  const { data } = useInvitationPreview(accessId, isSignedIn, { enabled: initial !== null });
  const preview = data ?? initial;
  return (
    <Page id="main-content">
      {preview ? <InvitationSeo preview={preview} shareImage={shareImage} /> : <PageSeo title={t('invitation.notFoundTitle')} description={t('invitation.notFoundText')} noIndex />}
      <h1>{preview ? t('invitation.seoTitle', { restaurant: preview.restaurant.name }) : t('invitation.notFoundTitle')}</h1>
      {preview ? (
        <InvitationCard accessId={accessId} preview={preview} isSignedIn={isSignedIn} />
      ) : (
        <Missing data-testid="invitation-not-found">
          <p>{t('invitation.notFoundText')}</p>
          <ButtonLink href={ROUTES.home}>{t('common:notFound.home')}</ButtonLink>
        </Missing>
      )}
    </Page>
  );
}

InvitationScreen.getLayout = withAppLayout;
