import type { THelpQuestionList, THelpQuestionsQuery } from '@/contracts/help-contract';
import { HELP_TOPICS, type THelpTopic } from '@/contracts/help-limits';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Queryable } from '@/server/db/client';
import { findHelpQuestions } from './help-question-repository';
import { toHelpSearchTokens } from './help-search';

export const isHelpTopic = (value: string): value is THelpTopic => (HELP_TOPICS as readonly string[]).includes(value);

/** The FAQ: published questions in the diner's language, of one topic and/or matching the search (accents and small typos ignored). */
export async function listHelpQuestions(db: Queryable, query: Omit<THelpQuestionsQuery, 'lang'>, locale: ContentLocale): Promise<THelpQuestionList> {
  const rows = await findHelpQuestions(db, { locale, topic: query.topic, tokens: toHelpSearchTokens(query.q) });
  return { items: rows.flatMap(({ topic, ...row }) => (isHelpTopic(topic) ? [{ ...row, topic }] : [])) };
}
