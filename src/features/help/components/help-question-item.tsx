import styled from 'styled-components';
import type { THelpQuestion } from '@/contracts/help-contract';
import { theme } from '@/styles/theme';

const Item = styled.details`
  border-block-end: 1px solid ${theme.color.border};
  &:last-child { border-block-end: 0; }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-block-size: 56px;
  padding-block: ${theme.space.sm};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.tight};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker { display: none; }
  &::after {
    content: '';
    flex: 0 0 auto;
    inline-size: 10px;
    block-size: 10px;
    margin-inline-end: ${theme.space.xxs};
    border-inline-end: 2px solid ${theme.color.brand};
    border-block-end: 2px solid ${theme.color.brand};
    transform: translateY(-3px) rotate(45deg);
    transition: transform ${theme.motion.fast};
  }
  details[open] > &::after { transform: translateY(2px) rotate(-135deg); }
  &:hover { color: ${theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; border-radius: ${theme.radius.sm}; }
  @media (prefers-reduced-motion: reduce) { &::after { transition: none; } }
`;

const Answer = styled.p`
  padding-block-end: ${theme.space.md};
  color: ${theme.color.inkMuted};
  line-height: ${theme.lineHeight.normal};
  max-inline-size: 68ch;
`;

/** One question that opens on its answer: a native disclosure, readable without script and indexed as text. */
export function HelpQuestionItem({ question, isOpen = false }: { question: THelpQuestion; isOpen?: boolean }) {
  return (
    <Item open={isOpen} data-testid="help-question">
      <Question>{question.question}</Question>
      <Answer>{question.answer}</Answer>
    </Item>
  );
}
