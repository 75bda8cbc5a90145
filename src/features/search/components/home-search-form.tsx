import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useEffect, useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { preloadWhenIdle } from '@/lib/when-idle';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  box-shadow: ${theme.shadow.raised};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  & > :nth-child(1), & > :nth-child(2), & > :nth-child(5), & > button { grid-column: 1 / -1; }
  ${mediaUp('lg')} {
    grid-template-columns: 2fr 1.3fr 1.2fr 1fr 0.9fr auto;
    align-items: end;
    & > :nth-child(1), & > :nth-child(2), & > :nth-child(5), & > button { grid-column: auto; }
  }
`;

const PARTY_SIZES = Array.from({ length: 20 }, (_, index) => String(index + 1));
const readText = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
/** The search's URL rules load when the page is idle (or at the first search), not with the page. */
const loadHomeSearchQuery = () => import('../model/home-search-query').then((module) => module.homeSearchQuery);

/** Home's hero action: where, when, how many and what, then the search page with it all in the URL. */
export function HomeSearchForm({ cities }: { cities: SelectOption[] }) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const id = useId();
  useEffect(() => preloadWhenIdle(loadHomeSearchQuery), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = { q: readText(data, 'q'), city: readText(data, 'city'), date: readText(data, 'date'), time: readText(data, 'time'), party: readText(data, 'party') };
    void loadHomeSearchQuery().then((homeSearchQuery) => router.push({ pathname: ROUTES.restaurant, query: homeSearchQuery(fields, new Date()) }));
  };

  return (
    <Form role="search" aria-label={t('home.label')} onSubmit={onSubmit}>
      <TextField id={`${id}-q`} name="q" type="search" label={t('home.q')} placeholder={t('home.qPlaceholder')} autoComplete="off" enterKeyHint="search" />
      <SelectField id={`${id}-city`} name="city" label={t('home.city')} placeholder={t('home.anyCity')} options={cities} defaultValue="" />
      <TextField id={`${id}-date`} name="date" type="date" label={t('home.date')} />
      <TextField id={`${id}-time`} name="time" type="time" label={t('home.time')} step={1800} />
      <SelectField id={`${id}-party`} name="party" label={t('home.party')} placeholder={t('home.anyParty')} options={PARTY_SIZES.map((size) => ({ value: size, label: t('home.partySize', { count: Number(size) }) }))} defaultValue="" />
      <Button type="submit" size="lg">
        {t('home.submit')}
      </Button>
    </Form>
  );
}
