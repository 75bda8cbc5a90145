import type { Random } from './prng';

/** A plausible E.164 number (no spaces) for the country's numbering plan. */
export function buildPhone(countryCode: string, random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  switch (countryCode) {
    case 'CI': return `+225${random.pick(['07', '05', '01', '27'])}${digits(8)}`;
    case 'SN': return `+221${random.pick(['77', '78', '76', '33'])}${digits(7)}`;
    case 'TG': return `+228${random.pick(['90', '91', '92', '98', '99'])}${digits(6)}`;
    case 'BJ': return `+22901${random.pick(['97', '96', '61', '66', '21'])}${digits(6)}`;
    case 'CM': return `+2376${random.pick(['77', '99', '90', '55', '70'])}${digits(6)}`;
    case 'BF': return `+226${random.pick(['70', '76', '78', '25'])}${digits(6)}`;
    default: return `+33${random.pick(['6', '7'])}${digits(8)}`;
  }
}
