import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { THelpRequest } from '@/contracts/help-contract';
import type { THelpRequestStatus } from '@/contracts/help-limits';
import { formatMessageTime, formatRestaurantDateTime } from '../model/help-dates';
import { Pill } from './help-styles';
import { theme } from '@/styles/theme';

const Card = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const About = styled.h3`
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.tight};
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${theme.color.inkSubtle};
  font-size: ${theme.fontSize.sm};
`;

const Answer = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm} ${theme.space.md};
  border-inline-start: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.accentSoft};
  p:first-child { font-size: ${theme.fontSize.sm}; font-weight: ${theme.fontWeight.bold}; color: ${theme.color.accent}; }
  p:last-child { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const STATUS_TONE: Record<THelpRequestStatus, 'warning' | 'success' | 'muted'> = { open: 'warning', answered: 'success', closed: 'muted' };

function useAboutText(request: THelpRequest): string {
  const { t } = useTranslation('help');
  const { locale = 'fr' } = useRouter();
  const subject = request.subject;
  if (!subject) return t('center.aboutGone');
  if (subject.kind === 'reservation') {
    const { date, time } = formatRestaurantDateTime(subject.startsAt, subject.timeZone, locale);
    return t('center.aboutBooking', { restaurant: subject.restaurantName, date, time });
  }
  const { date } = formatRestaurantDateTime(subject.createdAt, subject.timeZone, locale);
  return t(`center.aboutOrder.${subject.type}`, { restaurant: subject.restaurantName, date });
}

/** One request: what it is about, its status, the diner's message and, once given, the team's answer. */
export function HelpRequestCard({ request }: { request: THelpRequest }) {
  const { t } = useTranslation('help');
  const { locale = 'fr' } = useRouter();
  const about = useAboutText(request);
  return (
    <Card data-testid="help-request">
      <Tags>
        <Pill $tone={STATUS_TONE[request.status]} data-testid="help-request-status">
          {t(`center.status.${request.status}`)}
        </Pill>
        <Pill $tone="muted">{t(`topics.${request.topic}`)}</Pill>
      </Tags>
      <About>{about}</About>
      <Message>{request.message}</Message>
      <Meta>{t('center.sentOn', { date: formatMessageTime(request.createdAt, locale) })}</Meta>
      {request.answer ? (
        <Answer data-testid="help-request-answer">
          <p>
            {t('center.answerBy')}
            {request.answeredAt && ` · ${t('center.answeredOn', { date: formatMessageTime(request.answeredAt, locale) })}`}
          </p>
          <p>{request.answer}</p>
        </Answer>
      ) : (
        request.status === 'open' && <Meta>{t('center.waiting')}</Meta>
      )}
    </Card>
  );
}
