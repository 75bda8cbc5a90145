import type { TCreateReportRequest, TReport } from '@/contracts/report-contract';
import type { TReportReason, TReportTargetType } from '@/contracts/social-limits';
import type { AppDeps } from '@/server/http/app-env';
import { notFound } from '@/server/http/app-error-factory';
import { findReport, insertReport, isVisibleTarget } from './report-repository';

type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

const toReport = (row: ReportRow): TReport => ({
  id: row.id,
  targetType: row.targetType as TReportTargetType,
  targetId: row.targetId,
  reason: row.reason as TReportReason,
  status: 'received',
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /reports: a review, a chat message or a restaurant reported for moderation. Reporting the
 * same thing again answers the report already stored (`created` false), never a second row.
 */
export async function createReport(deps: AppDeps, userId: string, input: TCreateReportRequest): Promise<{ report: TReport; created: boolean }> {
  if (!(await isVisibleTarget(deps.db, input.targetType, input.targetId, userId))) throw notFound('Reported content');
  const inserted = await insertReport(deps.db, {
    userId,
    targetType: input.targetType,
    targetId: input.targetId,
    reason: input.reason,
    details: input.details || null,
    createdAt: deps.now(),
  });
  if (inserted) return { report: toReport(inserted), created: true };
  const existing = await findReport(deps.db, userId, input.targetType, input.targetId);
  if (!existing) throw notFound('Report');
  return { report: toReport(existing), created: false };
}
