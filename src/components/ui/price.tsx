import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TMoney } from '@/contracts/common-contract';
import { convertMoney } from '@/lib/money/convert-money';
import { useDinerCurrency } from '@/lib/money/diner-currency-context';
import { areBothCfaFrancs, formatMoney } from '@/lib/money/format-money';
import { theme } from '@/styles/theme';

const Toggle = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: help;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
`;

const Original = styled.span`
  color: ${theme.color.inkMuted};
  font-size: 0.9em;
  margin-inline-start: ${theme.space.xxs};
`;

/** A price in the diner's currency; when converted, the restaurant's own price shows on hover or tap. */
export function Price({ money }: { money: TMoney }) {
  const { t } = useTranslation('common');
  const { locale = 'fr' } = useRouter();
  const { currency, rates } = useDinerCurrency();
  const [showOriginal, setShowOriginal] = useState(false);
  if (currency === money.currency) return <span>{formatMoney(money, locale)}</span>;
  // The two CFA francs are at par and written alike: the amount stands, its code tells which franc.
  if (areBothCfaFrancs(currency, money.currency)) return <span>{formatMoney(money, locale, { withCode: true })}</span>;
  const converted = convertMoney(money, currency, rates);
  const original = formatMoney(money, locale);
  if (!converted) return <span>{original}</span>;
  return (
    <span>
      <Toggle type="button" title={t('price.original', { price: original })} aria-expanded={showOriginal} onClick={() => setShowOriginal((v) => !v)}>
        {t('price.approx', { price: formatMoney(converted, locale) })}
      </Toggle>
      {showOriginal && <Original>{t('price.originalShort', { price: original })}</Original>}
    </span>
  );
}
