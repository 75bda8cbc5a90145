import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { StyledInput } from '@/components/ui/form/field-styles';
import { HELP_SEARCH_MAX_LENGTH } from '@/contracts/help-limits';
import { theme } from '@/styles/theme';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
`;

const SearchIcon = styled.svg`
  position: absolute;
  inset-inline-start: ${theme.space.md};
  inline-size: 20px;
  block-size: 20px;
  color: ${theme.color.inkSubtle};
  pointer-events: none;
`;

const Input = styled(StyledInput)`
  min-block-size: 52px;
  padding-inline: 3rem;
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.md};
  box-shadow: ${theme.shadow.card};
  &::-webkit-search-cancel-button { display: none; }
`;

const Clear = styled.button`
  position: absolute;
  inset-inline-end: ${theme.space.xxs};
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.xl};
  cursor: pointer;
  &:hover { background: ${theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 1px; }
`;

interface THelpSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The help search field: results follow the typing; the clear button empties it and keeps the focus in the field. */
export function HelpSearchBox({ value, onChange }: THelpSearchBoxProps) {
  const { t } = useTranslation('help');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Results already follow the typing: Enter has nothing more to send.
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Form role="search" aria-label={t('questions.searchLabel')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('questions.searchLabel')}
      </label>
      <SearchIcon viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </SearchIcon>
      <Input
        ref={inputRef}
        id={id}
        $invalid={false}
        type="search"
        value={value}
        maxLength={HELP_SEARCH_MAX_LENGTH}
        placeholder={t('questions.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <Clear
          type="button"
          aria-label={t('questions.clear')}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </Clear>
      )}
    </Form>
  );
}
