import { useTranslation } from '@/lib/i18n/use-translation';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { StyledInput } from '@/components/ui/form/field-styles';
import { updateSearch, type TSearchState } from '../model/search-params';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: flex;
  gap: ${theme.space.xs};
  & > input { flex: 1 1 auto; min-inline-size: 0; border-radius: ${theme.radius.pill}; padding-inline: ${theme.space.md}; }
`;

/** The page's own text field: the same `q` as the header's search. */
export function SearchTextForm({ value, onChange }: { value: TSearchState; onChange: (next: TSearchState) => void }) {
  const { t } = useTranslation('search');
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim().slice(0, 100);
    onChange(updateSearch(value, { q }));
  };
  return (
    <Form role="search" aria-label={t('text.label')} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('text.label')}
      </label>
      <StyledInput key={value.q} id={id} $invalid={false} type="search" name="q" defaultValue={value.q} placeholder={t('text.placeholder')} autoComplete="off" enterKeyHint="search" />
      <Button type="submit">
        {t('text.submit')}
      </Button>
    </Form>
  );
}
