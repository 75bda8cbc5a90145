import { ZErrorBody } from '@/contracts/common-contract';

const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorBody } } });

/** The error answers every route documents. */
export const errorResponses = {
  400: errorContent('Invalid input'),
  429: errorContent('Too many requests'),
} as const;

export const authErrorResponses = {
  ...errorResponses,
  401: errorContent('Missing or invalid bearer token'),
} as const;

export const notFoundResponse = { 404: errorContent('Not found') } as const;
export const conflictResponse = { 409: errorContent('Conflict') } as const;
