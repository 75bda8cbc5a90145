import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import type { TMyFeedback } from '@/contracts/feedback-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { closeModal } from '@/lib/ui-state/ui-store';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

const Thanks = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.medium};
`;

const dateFormat = (locale: string) => dateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** After saving: thanks, and the way to the restaurant page where the review now shows. */
export function FeedbackThanks({ feedback }: { feedback: TMyFeedback }) {
  const { t } = useTranslation('feedback');
  return (
    <Panel role="status" data-testid="feedback-thanks">
      <Thanks>{feedback.editedAt ? t('thanksEdited') : t('thanks')}</Thanks>
      <ButtonLink href={`${DETAIL_ROUTES.restaurant(String(feedback.restaurantId))}#reviews`} onClick={closeModal}>
        {t('seeOnRestaurant')}
      </ButtonLink>
    </Panel>
  );
}

/** Why there is no form: too early (and from when), never, or no longer editable. */
export function FeedbackUnavailable({ reason, opensAt }: { reason: 'too_early' | 'not_allowed' | 'locked'; opensAt: string }) {
  const { t } = useTranslation('feedback');
  const { locale = 'fr' } = useRouter();
  return (
    <Panel>
      <p role="alert">{reason === 'too_early' ? t('tooEarly', { date: dateFormat(locale).format(new Date(opensAt)) }) : t(reason === 'locked' ? 'locked' : 'notAllowed')}</p>
      <Button variant="secondary" onClick={closeModal}>
        {t('close')}
      </Button>
    </Panel>
  );
}

export function EditableUntil({ until }: { until: string }) {
  const { t } = useTranslation('feedback');
  const { locale = 'fr' } = useRouter();
  return <p>{t('editableUntil', { date: dateFormat(locale).format(new Date(until)) })}</p>;
}
