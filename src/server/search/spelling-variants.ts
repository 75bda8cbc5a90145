/**
 * Words diners spell several ways, written as the tokens are (lower-case, no accents). Typing any
 * spelling of a group matches the others as if it had been typed itself (exact, prefix or typo).
 */
const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['chawarma', 'shawarma', 'shwarma', 'chwarma'],
  ['thieb', 'tieb', 'ceeb', 'thiep', 'tiep'],
  ['thieboudienne', 'tieboudienne', 'thieboudiene', 'ceebujen'],
  ['attieke', 'atieke', 'acheke', 'atcheke'],
  ['alloco', 'aloco', 'aloko', 'alloko'],
  ['fufu', 'foufou'],
  ['soya', 'suya'],
  ['accras', 'akara', 'acara'],
  ['mafe', 'maafe'],
  ['bissap', 'bisap', 'wonjo'],
  ['kedjenou', 'kedjenu'],
  ['brochettes', 'brochette'],
];

const GROUP_OF = new Map(SPELLING_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** The token and the other spellings of its group, the token first. */
export function spellingsOf(token: string): string[] {
  const group = GROUP_OF.get(token);
  return group ? [token, ...group.filter((word) => word !== token)] : [token];
}
