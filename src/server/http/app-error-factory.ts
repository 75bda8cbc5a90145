import { AppError } from '@/lib/errors/app-error';

/** Shorthands so services throw errors with the right status and a stable code. */
export const badRequest = (code: string, message: string, details?: unknown) => new AppError(code, message, { statusCode: 400, details });
export const unauthenticated = (message = 'Authentication required') => new AppError('unauthenticated', message, { statusCode: 401 });
export const forbidden = (message = 'Not allowed') => new AppError('forbidden', message, { statusCode: 403 });
export const notFound = (what: string) => new AppError('not_found', `${what} not found`, { statusCode: 404 });
export const conflict = (code: string, message: string, details?: unknown) => new AppError(code, message, { statusCode: 409, details });
