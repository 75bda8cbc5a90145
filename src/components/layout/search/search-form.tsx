import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../header-icons';
import { useRestaurantSearch } from './use-restaurant-search';
import { theme } from '@/styles/theme';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  inline-size: 100%;
`;

const Input = styled.input`
  inline-size: 100%;
  min-block-size: 44px;
  padding-inline: ${theme.space.md} 3rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.ink};
  &::placeholder { color: ${theme.color.inkSubtle}; }
  &:focus-visible { background: ${theme.color.surface}; }
`;

const Submit = styled.button`
  position: absolute;
  inset-inline-end: ${theme.space.xxs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.surface};
  cursor: pointer;
  svg { inline-size: 18px; block-size: 18px; }
`;

/** SPEC §2 search: submits to the restaurant search page with `?q=`. */
export function SearchForm({ autoFocus = false, onSubmitted }: { autoFocus?: boolean; onSubmitted?: () => void }) {
  const { t } = useTranslation('nav');
  const { query } = useRouter();
  const search = useRestaurantSearch();
  const inputId = useId();
  const current = typeof query.q === 'string' ? query.q : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onSubmitted?.();
    void search({ q: typeof q === 'string' ? q : '' });
  };

  return (
    <Form role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <Input id={inputId} key={current} type="search" name="q" defaultValue={current} placeholder={t('search.placeholder')} autoComplete="off" enterKeyHint="search" autoFocus={autoFocus} />
      <Submit type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </Submit>
    </Form>
  );
}
