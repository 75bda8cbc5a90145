import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { THelpQuestionList } from '@/contracts/help-contract';
import { pickContentLocale } from '@/contracts/locale-contract';
import { apiClient } from '@/lib/api-client/api-client';
import { helpKeys, type THelpQuestionsFilter } from './help-keys';

/** GET /help-questions: the FAQ in the page's language, of one topic and/or matching the search. */
export function getHelpQuestions(filter: THelpQuestionsFilter, locale: string, signal?: AbortSignal): Promise<THelpQuestionList> {
  const query = { lang: pickContentLocale(locale, undefined), q: filter.q || undefined, topic: filter.topic ?? undefined };
  return apiClient.get<THelpQuestionList>('/help-questions', { query, signal, showError: false });
}

export function helpQuestionsQueryOptions(filter: THelpQuestionsFilter, locale: string) {
  return queryOptions({
    queryKey: helpKeys.questions(filter, locale),
    queryFn: ({ signal }) => getHelpQuestions(filter, locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** The previous answer stays on screen while the next search loads, so the list never blanks between keystrokes. */
export function useHelpQuestions(filter: THelpQuestionsFilter, locale: string) {
  return useQuery({ ...helpQuestionsQueryOptions(filter, locale), placeholderData: keepPreviousData });
}
