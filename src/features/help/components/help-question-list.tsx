import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { THelpQuestion } from '@/contracts/help-contract';
import type { THelpTopic } from '@/contracts/help-limits';
import { groupBy } from '@/lib/group-by';
import { HelpQuestionItem } from './help-question-item';
import { theme } from '@/styles/theme';

const Groups = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Group = styled.section`
  display: grid;
  gap: ${theme.space.xs};
`;

const GroupTitle = styled.h2`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSize.lg};
  span {
    color: ${theme.color.inkMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.regular};
  }
`;

const Card = styled.div`
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

interface THelpQuestionListProps {
  questions: readonly THelpQuestion[];
  /** The level of the topic headings under the page's own (2 on the FAQ, 3 inside a section). */
  headingLevel: 2 | 3;
  /** Search results stay in relevance order, in one list, the best match open. */
  isSearch: boolean;
}

function TopicGroup({ topic, questions, headingLevel }: { topic: THelpTopic; questions: readonly THelpQuestion[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('help');
  const titleId = `help-topic-${topic}`;
  return (
    <Group aria-labelledby={titleId}>
      <GroupTitle as={`h${headingLevel}`} id={titleId}>
        {t(`topics.${topic}`)}
        <span>{t('questions.inTopic', { count: questions.length })}</span>
      </GroupTitle>
      <Card>
        {questions.map((question) => (
          <HelpQuestionItem key={question.id} question={question} />
        ))}
      </Card>
    </Group>
  );
}

/** The questions under their topics, or, for a search, as one list with the best match open. */
export function HelpQuestionList({ questions, headingLevel, isSearch }: THelpQuestionListProps) {
  if (isSearch) {
    return (
      <Card>
        {questions.map((question, index) => (
          <HelpQuestionItem key={question.id} question={question} isOpen={index === 0} />
        ))}
      </Card>
    );
  }
  return (
    <Groups>
      {[...groupBy(questions, (question) => question.topic)].map(([topic, items]) => (
        <TopicGroup key={topic} topic={topic} questions={items} headingLevel={headingLevel} />
      ))}
    </Groups>
  );
}
