import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HELP_TOPICS, type THelpTopic } from '@/contracts/help-limits';
import type { ContentLocale } from '@/contracts/locale-contract';
import type { Queryable } from '@/server/db/client';
import { helpQuestions } from '@/server/db/schema';
import { foldedText, matchesToken, tokenSimilarity } from './help-search';

export interface HelpQuestionFilter {
  locale: ContentLocale;
  topic?: THelpTopic;
  /** Normalised search words; each must be in the question or its answer. */
  tokens: readonly string[];
}

/** Topics in the order the help centre lists them. */
const topicOrder = sql`array_position(array[${sql.join(
  HELP_TOPICS.map((topic) => sql`${topic}`),
  sql`, `,
)}]::text[], ${helpQuestions.topic}::text)`;

/**
 * Published questions in the locale's language. Without search words: by topic, then position.
 * With them: the best matches first, a match in the question counting twice one in the answer.
 */
export async function findHelpQuestions(db: Queryable, { locale, topic, tokens }: HelpQuestionFilter) {
  const question = locale === 'en' ? helpQuestions.questionEn : helpQuestions.questionFr;
  const answer = locale === 'en' ? helpQuestions.answerEn : helpQuestions.answerFr;
  const foldedQuestion = foldedText(question);
  const foldedBoth = foldedText(sql`${question} || ' ' || ${answer}`);
  const conditions: SQL[] = [eq(helpQuestions.isPublished, true), inArray(helpQuestions.topic, [...HELP_TOPICS])];
  if (topic) conditions.push(eq(helpQuestions.topic, topic));
  for (const token of tokens) conditions.push(matchesToken(foldedBoth, token));
  const relevance = tokens.length > 0 ? [desc(sql`2 * (${tokenSimilarity(foldedQuestion, tokens)}) + ${tokenSimilarity(foldedText(answer), tokens)}`)] : [];
  return db
    .select({ id: helpQuestions.id, topic: helpQuestions.topic, question, answer })
    .from(helpQuestions)
    .where(and(...conditions))
    .orderBy(...relevance, asc(topicOrder), asc(helpQuestions.position), asc(helpQuestions.id));
}
