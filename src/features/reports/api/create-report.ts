import { useMutation } from '@tanstack/react-query';
import type { TCreateReportRequest, TReport } from '@/contracts/report-contract';
import { apiClient } from '@/lib/api-client/api-client';

/** POST /reports: stored for moderation; reporting the same thing again answers the first report. */
export function createReport(body: TCreateReportRequest): Promise<TReport> {
  return apiClient.post<TReport>('/reports', { body, showError: false });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
