import { AppError } from '@/lib/errors/app-error';

export const invalidFilter = (message: string, details?: unknown) => new AppError('invalid_filter', `Invalid filter: ${message}`, { statusCode: 400, details });
