import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import type { THelpTopic } from '@/contracts/help-limits';
import { ROUTES } from '@/lib/routes';
import { useHelpQuestions } from '../api/get-help-questions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { HelpQuestionList } from './help-question-list';
import { HelpSearchBox } from './help-search-box';
import { HelpTopicFilter } from './help-topic-filter';
import { LoadError } from './load-error';
import { theme } from '@/styles/theme';

const SEARCH_DELAY_MS = 250;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.md};
  min-inline-size: 0;
`;

const Status = styled.p`
  &:empty { margin-block-end: -${theme.space.md}; }
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Empty = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  padding: ${theme.space.lg};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  p:first-child { font-weight: ${theme.fontWeight.bold}; }
  p { color: ${theme.color.inkMuted}; }
  a { color: ${theme.color.brand}; font-weight: ${theme.fontWeight.bold}; }
`;

/** Search the FAQ as you type and narrow it to a topic; the page's first render shows every question. */
export function HelpQuestionsBrowser({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('help');
  const { locale = 'fr' } = useRouter();
  const [text, setText] = useState('');
  const [topic, setTopic] = useState<THelpTopic | null>(null);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const questions = useHelpQuestions({ q, topic }, locale);
  const items = questions.data?.items ?? [];

  let body;
  if (questions.isPending) body = <Skeleton count={6} height="3.5rem" />;
  else if (questions.isError) body = <LoadError message={t('questions.loadError')} onRetry={() => void questions.refetch()} />;
  else if (items.length === 0)
    body = (
      <Empty>
        <p>{t('questions.none', { q })}</p>
        <p>{t('questions.noneHint')}</p>
        <Link href={ROUTES.contact}>{t('faq.contact')}</Link>
      </Empty>
    );
  else body = <HelpQuestionList questions={items} headingLevel={headingLevel} isSearch={q !== ''} />;

  return (
    <Layout aria-busy={questions.isFetching || undefined}>
      <HelpSearchBox value={text} onChange={setText} />
      <HelpTopicFilter value={topic} onChange={setTopic} />
      <Status role="status">{q && questions.isSuccess && !questions.isPlaceholderData && items.length > 0 ? t('questions.results', { count: items.length, q }) : ''}</Status>
      {body}
    </Layout>
  );
}
