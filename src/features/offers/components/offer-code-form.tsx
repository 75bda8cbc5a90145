import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
  > :first-child { inline-size: 100%; }
`;

/** A code typed by hand (an offer's public code or a coupon's); whether it holds is the server's call. */
export function OfferCodeForm({ onSubmitCode }: { onSubmitCode: (code: string) => void }) {
  const { t } = useTranslation('offers');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(t('modal.codeRequired'));
    onSubmitCode(trimmed);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('modal.codeTitle')}>
      <TextField
        label={t('modal.codeLabel')}
        name="code"
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">{t('modal.apply')}</Button>
    </Form>
  );
}
