import { dateTimeFormat, numberFormat } from '@/lib/format/intl-formatters';

describe('cached Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as a fresh one would', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
    const sunday = new Date(Date.UTC(2024, 0, 7, 12));
    expect(dateTimeFormat('fr', options)).toBe(dateTimeFormat('fr', { ...options }));
    expect(dateTimeFormat('fr', options)).not.toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('fr', options).format(sunday)).toBe(new Intl.DateTimeFormat('fr', options).format(sunday));
    expect(dateTimeFormat('en', options).format(sunday)).toBe('Sunday');
  });

  it('tells number options apart', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 }).format(4.56)).toBe('4,6');
    expect(numberFormat('fr', { maximumFractionDigits: 0 }).format(4.56)).toBe('5');
  });
});
