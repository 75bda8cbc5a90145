import { REPORT_TARGET_TYPES, type TReportTargetType } from '@/contracts/social-limits';
import type { ModalView } from '@/lib/ui-state/ui-store';

export interface TReportModalData {
  targetType: TReportTargetType;
  targetId: string;
  /** Who or what is reported, named in the dialog ("Awa K.'s review"). */
  subject: string | null;
  /** The view to go back to once the report is sent (the conversation a message was in). */
  returnTo: { view: ModalView; data: unknown } | null;
}

/** The REPORT view opens with what is reported; anything else shows its error state. */
export function readReportModalData(data: unknown): TReportModalData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { targetType, targetId, subject, returnTo } = data as Partial<Record<keyof TReportModalData, unknown>>;
  if (!REPORT_TARGET_TYPES.includes(targetType as TReportTargetType) || typeof targetId !== 'string' || targetId === '') return null;
  const back = returnTo as TReportModalData['returnTo'] | undefined;
  return { targetType: targetType as TReportTargetType, targetId, subject: typeof subject === 'string' ? subject : null, returnTo: back && typeof back.view === 'string' ? back : null };
}
