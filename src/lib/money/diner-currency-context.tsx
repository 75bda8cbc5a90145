import { createContext, useContext, type ReactNode } from 'react';
import type { TMoneyChange } from '@/contracts/static-data-contract';
import { DEFAULT_CURRENCY } from './diner-currency';

interface TDinerCurrency {
  /** The currency prices are shown in (SPEC §3 user settings money). */
  currency: string;
  rates: readonly TMoneyChange[];
}

const DinerCurrencyContext = createContext<TDinerCurrency>({ currency: DEFAULT_CURRENCY, rates: [] });

export function DinerCurrencyProvider({ value, children }: { value: TDinerCurrency; children: ReactNode }) {
  return <DinerCurrencyContext.Provider value={value}>{children}</DinerCurrencyContext.Provider>;
}

export const useDinerCurrency = () => useContext(DinerCurrencyContext);
