import type { TReservation } from '@/contracts/reservation-contract';
import { apiClient } from '@/lib/api-client/api-client';

/** GET /reservations/{id}: the cart checks its reservation still exists (SPEC §4/§8: a 404 resets it). */
export function getCartReservation(id: string, signal?: AbortSignal): Promise<TReservation> {
  return apiClient.get<TReservation>(`/reservations/${encodeURIComponent(id)}`, { signal, showError: false });
}
