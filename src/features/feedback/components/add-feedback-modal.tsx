import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TMyFeedback } from '@/contracts/feedback-contract';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { readBookingModalData } from '@/lib/ui-state/read-booking-modal-data';
import { useFeedbackEligibility } from '../api/get-feedback-eligibility';
import { FeedbackForm } from './feedback-form';
import { EditableUntil, FeedbackThanks, FeedbackUnavailable } from './feedback-status';

const NAMESPACES = ['feedback'];

interface AddFeedbackProps extends ModalViewProps {
  /** Told once the review is saved (the screen refreshes what shows reviews). */
  onSaved?: (feedback: TMyFeedback) => void;
}

function FeedbackContent({ reservationId, onSaved }: { reservationId: string; onSaved?: (feedback: TMyFeedback) => void }) {
  const apiError = useApiErrorText('feedback');
  const eligibility = useFeedbackEligibility(reservationId);
  const [saved, setSaved] = useState<TMyFeedback | null>(null);
  const data = eligibility.data;
  if (saved) return <FeedbackThanks feedback={saved} />;
  if (eligibility.isPending) return <Skeleton count={4} height="2.75rem" />;
  if (!data) return <p role="alert">{apiError(eligibility.error)}</p>;
  if (data.availability === 'too_early' || data.availability === 'not_allowed') return <FeedbackUnavailable reason={data.availability} opensAt={data.opensAt} />;
  if (data.feedback && !data.feedback.canEdit) return <FeedbackUnavailable reason="locked" opensAt={data.opensAt} />;
  const save = (feedback: TMyFeedback) => {
    setSaved(feedback);
    onSaved?.(feedback);
  };
  return (
    <>
      {data.feedback && <EditableUntil until={data.feedback.editableUntil} />}
      <FeedbackForm reservationId={reservationId} existing={data.feedback} onSaved={save} />
    </>
  );
}

/** SPEC §2 ADD_FEEDBACK view, opened with `{ reservationId }` once the booking's meal has taken place. */
export function AddFeedbackModal({ data, onSaved }: AddFeedbackProps) {
  const parsed = readBookingModalData(data);
  return (
    <NamespaceGate namespaces={NAMESPACES}>
      <FeedbackFrame>{parsed ? <FeedbackContent reservationId={parsed.reservationId} onSaved={onSaved} /> : null}</FeedbackFrame>
    </NamespaceGate>
  );
}

function FeedbackFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('feedback');
  return (
    <ModalFrame title={t('title')} description={t('lead')}>
      {children ?? <p role="alert">{t('modalError')}</p>}
    </ModalFrame>
  );
}
