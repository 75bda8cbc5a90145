import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { mediaUp, theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  align-items: end;
  ${mediaUp('md')} { grid-template-columns: 2fr 1fr auto; }
`;

interface TProductsFiltersProps {
  q: string;
  categoryId: number | undefined;
  onChange: (patch: { q?: string; categoryId?: number }) => void;
}

/** Text search and food category; the text applies on submit, the category at once. */
export function ProductsFilters({ q, categoryId, onChange }: TProductsFiltersProps) {
  const { t } = useTranslation('dishes');
  const { locale = 'fr' } = useRouter();
  const { data } = useStaticData(locale);
  const [text, setText] = useState(q);
  const categories = (data?.foodCategories ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined, categoryId });
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField label={t('filters.q')} placeholder={t('filters.qPlaceholder')} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
      <SelectField
        label={t('filters.category')}
        placeholder={t('filters.allCategories')}
        options={categories}
        value={categoryId ? String(categoryId) : ''}
        onChange={(event) => onChange({ q: q || undefined, categoryId: event.target.value ? Number(event.target.value) : undefined })}
      />
      <Button type="submit" size="md">{t('filters.submit')}</Button>
    </Form>
  );
}
