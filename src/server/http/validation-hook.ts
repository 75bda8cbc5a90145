import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';

interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, code: issue.code }));
}

/** The OpenAPIHono default hook: any param, query or body that fails its schema is a 400. */
export function validationHook(result: { success: boolean; error?: unknown; target?: string }): void {
  if (result.success) return;
  const issues = toValidationIssues(result.error as z.ZodError);
  const where = result.target ? ` in ${result.target}` : '';
  throw new AppError('validation_failed', `Invalid input${where}: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`, {
    statusCode: 400,
    details: { target: result.target, issues },
  });
}
