import type { THelpTopic } from '@/contracts/help-limits';

export interface THelpQuestionsFilter {
  q: string;
  topic: THelpTopic | null;
}

export const ALL_HELP_QUESTIONS: THelpQuestionsFilter = { q: '', topic: null };

/** Query keys of the help feature; a new request invalidates `requests()`. */
export const helpKeys = {
  all: ['help'] as const,
  questions: (filter: THelpQuestionsFilter, locale: string) => [...helpKeys.all, 'questions', locale, filter] as const,
  requests: () => [...helpKeys.all, 'requests'] as const,
};
