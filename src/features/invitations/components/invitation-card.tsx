import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TInvitationPreview } from '@/contracts/group-contract';
import { formatZonedDateTime } from '@/lib/format/format-zoned-date-time';
import { mediaUp, theme } from '@/styles/theme';
import { InvitationAnswer } from './invitation-answer';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  display: grid;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  ${mediaUp('md')} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: 100%;
  min-block-size: 12rem;
  max-block-size: 22rem;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0;
  dt { color: ${theme.color.inkMuted}; font-size: ${theme.fontSize.sm}; }
  dd { margin: 0 0 ${theme.space.xs}; font-weight: ${theme.fontWeight.medium}; }
`;

/** The invitation as the link's receiver sees it: who invites, where, when, for how many; then their answer. */
export function InvitationCard({ accessId, preview, isSignedIn }: { accessId: string; preview: TInvitationPreview; isSignedIn: boolean }) {
  const { t } = useTranslation('invitations');
  const { locale = 'fr' } = useRouter();
  return (
    <Card data-testid="invitation-card">
      {preview.restaurant.imageUrl && <Photo src={preview.restaurant.imageUrl} srcSet={photoSrcSet(preview.restaurant.imageUrl)} sizes="(min-width: 768px) 600px, 100vw" alt="" width={600} height={450} />}
      <Body>
        <h2>{t('invitation.heading', { host: preview.hostName })}</h2>
        <Facts>
          <dt>{t('invitation.where')}</dt>
          <dd>{t('invitation.place', { restaurant: preview.restaurant.name, city: preview.restaurant.cityName })}</dd>
          <dt>{t('invitation.when')}</dt>
          <dd data-testid="invitation-when">{formatZonedDateTime(preview.startsAt, preview.timeZone, locale)}</dd>
          <dt>{t('invitation.party')}</dt>
          <dd>{t('invitation.partySize', { count: preview.partySize })}</dd>
        </Facts>
        <InvitationAnswer accessId={accessId} preview={preview} isSignedIn={isSignedIn} />
      </Body>
    </Card>
  );
}
