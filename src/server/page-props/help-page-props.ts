import type { GetServerSidePropsContext } from 'next';
import { ALL_HELP_QUESTIONS, helpKeys } from '@/features/help/api/help-keys';
import { listHelpQuestions } from '@/server/help/help-question-service';
import { loadTranslatedPageProps, type PrefetchContext } from './translated-page-props';

const HELP_NAMESPACES = ['routes', 'help'];

/** Every question in the page's language, under the key the questions hook reads first. */
async function prefetchAllQuestions({ deps, queryClient, locale, contentLocale }: PrefetchContext): Promise<void> {
  queryClient.setQueryData(helpKeys.questions(ALL_HELP_QUESTIONS, locale), await listHelpQuestions(deps.db, {}, contentLocale));
}

/** The request's CSP nonce (set by the proxy), for the page's own inline script: the FAQPage JSON-LD. */
function readNonce(context: GetServerSidePropsContext): string | null {
  const header = context.req.headers['x-nonce'];
  return typeof header === 'string' ? header : null;
}

/** /faq: rendered with every question, so search engines read them, and their FAQPage structured data. */
export function loadFaqPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES, async (prefetch) => {
    await prefetchAllQuestions(prefetch);
    return { props: { nonce: readNonce(context) } };
  });
}

/** /my-account/help-center: the questions come with the page; the diner's own data loads in the browser. */
export function loadHelpCenterPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES, prefetchAllQuestions);
}

export function loadContactPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, HELP_NAMESPACES);
}
