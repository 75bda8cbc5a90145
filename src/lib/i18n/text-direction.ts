const RIGHT_TO_LEFT = new Set(['ar', 'he']);

/** SPEC §2: Arabic and Hebrew display right-to-left; every other language left-to-right. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale.toLowerCase().split('-')[0]) ? 'rtl' : 'ltr';
}
