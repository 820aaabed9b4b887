import { useMemo } from 'react';
import { useBondkit, useMessages } from '../provider/context';

/** '1 year' / '30 years', by the locale's plural rules. */
export function useYearsText(): (count: number | string) => string {
  const t = useMessages();
  const { locale } = useBondkit();
  const rules = useMemo(() => new Intl.PluralRules(locale), [locale]);
  return (count) => {
    const n = Number(count);
    return t(rules.select(n) === 'one' ? 'calculator.years.one' : 'calculator.years.other', { count: n });
  };
}

/** The rate as the field shows it: at least one decimal (`'7'` → `'7.0'`). */
export function rateText(value: string): string {
  return value.includes('.') ? value : `${value}.0`;
}
