import type { THelpQuestion } from '@/contracts/help-contract';

/** schema.org FAQPage for search engines: every question with its accepted answer. */
export function buildFaqPageStructuredData(questions: readonly THelpQuestion[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      name: question.question,
      acceptedAnswer: { '@type': 'Answer', text: question.answer },
    })),
  };
}

/**
 * JSON that can sit inside a <script> element: "<" (and the line separators JavaScript once
 * choked on) escaped, so no text in an answer can close the element early.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
