import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendanceRequest } from '@/contracts/order-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { orderKeys } from './orders-keys';

/** POST /manager/reservations/{id}/attendance: honoured (the diner earns points) or no-show. */
export function recordAttendance(id: string, body: TAttendanceRequest): Promise<unknown> {
  return apiClient.post<unknown>(`/manager/reservations/${encodeURIComponent(id)}/attendance`, { body, showError: false });
}

export function useRecordAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TAttendanceRequest & { id: string }) => recordAttendance(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.manager() }),
  });
}
