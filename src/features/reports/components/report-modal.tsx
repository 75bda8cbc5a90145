import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ModalFrame } from '@/components/ui/modal/modal-frame';
import type { ModalViewProps } from '@/components/ui/modal/modal-host';
import type { TReport } from '@/contracts/report-contract';
import { NamespaceGate } from '@/components/i18n/namespace-gate';
import { useAuthorized } from '@/lib/session/use-authorized';
import { closeModal, openModal } from '@/lib/ui-state/ui-store';
import { readReportModalData, type TReportModalData } from '../model/report-modal-data';
import { ReportForm } from './report-form';
import { theme } from '@/styles/theme';

const NAMESPACES = ['reports'];

const Received = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  p:first-child {
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.color.accentSoft};
    color: ${theme.color.accent};
    font-weight: ${theme.fontWeight.medium};
  }
`;

function ReportReceived({ target }: { target: TReportModalData }) {
  const { t } = useTranslation('reports');
  const back = target.returnTo;
  return (
    <Received role="status" data-testid="report-received">
      <p>{t('received')}</p>
      <p>{t('receivedText')}</p>
      {back ? (
        <Button variant="secondary" onClick={() => openModal(back.view, back.data)}>
          {t('back')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={closeModal}>
          {t('close')}
        </Button>
      )}
    </Received>
  );
}

function ReportContent({ target }: { target: TReportModalData }) {
  const { t } = useTranslation('reports');
  const authorized = useAuthorized();
  const [report, setReport] = useState<TReport | null>(null);
  // Reports come from diners: a visitor signs in first (the login view replaces this one).
  useEffect(() => {
    if (authorized === false) openModal('LOGIN', { reason: 'required' });
  }, [authorized]);
  return (
    <ModalFrame title={t(`title.${target.targetType}`)} description={target.subject ?? undefined}>
      {report ? <ReportReceived target={target} /> : <ReportForm target={target} onReported={setReport} />}
    </ModalFrame>
  );
}

/** SPEC §2 REPORT view: a review, a chat message or a restaurant reported with a reason, for moderation. */
export function ReportModal({ data }: ModalViewProps) {
  const target = readReportModalData(data);
  return <NamespaceGate namespaces={NAMESPACES}>{target ? <ReportContent target={target} /> : <InvalidData />}</NamespaceGate>;
}

function InvalidData() {
  const { t } = useTranslation('reports');
  return (
    <ModalFrame title={t('title.review')}>
      <p role="alert">{t('modalError')}</p>
    </ModalFrame>
  );
}
