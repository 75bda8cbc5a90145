import type { GetServerSidePropsContext } from 'next';
import { ALL_HELP_QUESTIONS, helpKeys } from '@/features/help/api/help-keys';
import { listHelpQuestions } from '@/server/help/help-question-service';
import { nonceOf } from './page-security-headers';
import { loadTranslatedPageProps, type PrefetchContext } from './translated-page-props';

const HELP_NAMESPACES = ['routes', 'help'];

/** Every question in the page's language, under the key the questions hook reads first. */
async function prefetchAllQuestions({ deps, queryClient, locale, contentLocale }: PrefetchContext): Promise<void> {
  queryClient.setQueryData(helpKeys.questions(ALL_HELP_QUESTIONS, locale), await listHelpQuestions(deps.db, {}, contentLocale));
}

/** /faq: rendered with every question, so search engines read them, and their FAQPage structured data. */
export function loadFaqPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES, async (prefetch) => {
    await prefetchAllQuestions(prefetch);
    // The page's own inline script (the FAQPage JSON-LD) carries the request's CSP nonce.
    return { props: { nonce: nonceOf(context.req) } };
  });
}

/** /my-account/help-center: the questions come with the page; the diner's own data loads in the browser. */
export function loadHelpCenterPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES, prefetchAllQuestions);
}

export function loadContactPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES);
}
