import { AppError } from '@/lib/errors/app-error';

/** Well-formed but not bookable (closed, off the slot grid, too soon or too far, no table that size). */
export const unprocessable = (code: string, message: string, details?: unknown) => new AppError(code, message, { statusCode: 422, details });
