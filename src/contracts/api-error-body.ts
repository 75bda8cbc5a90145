/** The API's error body (DESIGN.md rule 5), apart from the list of codes, so the browser's error handling does not load that list. */
export interface TApiErrorBody {
  error: {
    statusCode: number;
    name: string;
    message: string;
    code: string;
    details?: unknown;
  };
}

export function isApiErrorBody(value: unknown): value is TApiErrorBody {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  if (!error || typeof error !== 'object') return false;
  const e = error as Record<string, unknown>;
  return typeof e.statusCode === 'number' && typeof e.message === 'string' && typeof e.name === 'string';
}
