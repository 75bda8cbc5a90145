import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { HELP_TOPICS, type THelpTopic } from '@/contracts/help-limits';
import { theme } from '@/styles/theme';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-inline-size: 0;
`;

/** One scrolling row on phones (no wrapping into a wall of pills), wrapped rows on wider screens. */
const Chips = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  overflow-x: auto;
  padding-block: ${theme.space.xxs};
  margin-inline: -${theme.space.md};
  padding-inline: ${theme.space.md};
  scrollbar-width: none;
  @media (min-width: ${theme.breakpoint.md}) {
    flex-wrap: wrap;
    overflow: visible;
    margin-inline: 0;
    padding-inline: 0;
  }
`;

const Chip = styled.label`
  position: relative;
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:hover { border-color: ${theme.color.inkSubtle}; }
  &:has(input:checked) {
    background: ${theme.color.ink};
    border-color: ${theme.color.ink};
    color: ${theme.color.surface};
  }
  &:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

interface THelpTopicFilterProps {
  value: THelpTopic | null;
  onChange: (topic: THelpTopic | null) => void;
}

const CHOICES: ReadonlyArray<THelpTopic | null> = [null, ...HELP_TOPICS];

/** All topics or one, as native radio buttons drawn as pills (arrow keys move between them). */
export function HelpTopicFilter({ value, onChange }: THelpTopicFilterProps) {
  const { t } = useTranslation('help');
  return (
    <Group>
      <legend className="visually-hidden">{t('topics.label')}</legend>
      <Chips>
        {CHOICES.map((topic) => (
          <Chip key={topic ?? 'all'}>
            <input type="radio" name="help-topic" value={topic ?? ''} checked={value === topic} onChange={() => onChange(topic)} />
            {t(`topics.${topic ?? 'all'}`)}
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}
