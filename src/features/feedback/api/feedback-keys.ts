/** Query keys of the diner's own reviews. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: (reservationId: string) => [...feedbackKeys.all, 'mine', reservationId] as const,
};
