import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

// The name beside its stars at every width: a long name ("Rapport qualité-prix" on a phone) wraps
// onto a second line instead of pushing its stars under it, so every row's stars line up.
const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend { float: left; padding: 0; font-weight: ${theme.fontWeight.medium}; }
`;

const Stars = styled.div`
  display: inline-flex;
  input { position: absolute; opacity: 0; inline-size: 1px; block-size: 1px; }
  input:focus-visible + label { outline: 3px solid ${theme.color.focus}; outline-offset: -4px; border-radius: 50%; }
`;

const Star = styled.label<{ $filled: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  font-size: 1.75rem;
  line-height: 1;
  color: ${({ theme, $filled }) => ($filled ? theme.color.brand : theme.color.inkSubtle)};
  cursor: pointer;
`;

const Error = styled.p`
  grid-column: 1 / -1;
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

interface Props {
  label: string;
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** One to five stars as native radios: arrow keys move between them, each is named "4 stars out of 5". */
export function StarRatingField({ label, name, value, onChange, error }: Props) {
  const { t } = useTranslation('feedback');
  const errorId = useId();
  const baseId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} data-testid={`rating-${name}`}>
      <legend>{label}</legend>
      <Stars>
        {STARS.map((stars) => (
          <span key={stars}>
            <input type="radio" id={`${baseId}-${stars}`} name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} aria-label={t('stars', { count: stars })} />
            <Star htmlFor={`${baseId}-${stars}`} $filled={value !== undefined && stars <= value} aria-hidden="true">
              {value !== undefined && stars <= value ? '★' : '☆'}
            </Star>
          </span>
        ))}
      </Stars>
      {error && <Error id={errorId}>{error}</Error>}
    </Fieldset>
  );
}
