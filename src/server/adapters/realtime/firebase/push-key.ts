/** Firebase's push-id alphabet, in ASCII order so that keys sort as their times do. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const TIME_CHARS = 8;
const RANDOM_CHARS = 12;

/** The first 8 characters of a push key: its creation time in ms, base 64. */
export function pushKeyTimePrefix(ms: number): string {
  let rest = ms;
  let prefix = '';
  for (let i = 0; i < TIME_CHARS; i += 1) {
    prefix = PUSH_CHARS.charAt(rest % 64) + prefix;
    rest = Math.floor(rest / 64);
  }
  return prefix;
}

/** When a push key was made; NaN for a key that is not one. */
export function pushKeyTime(key: string): number {
  if (key.length !== TIME_CHARS + RANDOM_CHARS) return Number.NaN;
  let ms = 0;
  for (const char of key.slice(0, TIME_CHARS)) {
    const digit = PUSH_CHARS.indexOf(char);
    if (digit < 0) return Number.NaN;
    ms = ms * 64 + digit;
  }
  return ms;
}

/**
 * Push-style keys as the Firebase SDKs make them (`push()`): 8 characters of time then 12 random
 * ones; two keys made in the same millisecond increment the random part, so keys sort in the order
 * they were made.
 */
export function createPushKeyGenerator(random: () => number = Math.random): (ms: number) => string {
  let lastMs = -1;
  const digits: number[] = [];
  return (ms) => {
    if (ms === lastMs) {
      let i = RANDOM_CHARS - 1;
      while (i >= 0 && digits[i] === 63) {
        digits[i] = 0;
        i -= 1;
      }
      if (i >= 0) digits[i] = (digits[i] ?? 0) + 1;
    } else {
      lastMs = ms;
      for (let i = 0; i < RANDOM_CHARS; i += 1) digits[i] = Math.floor(random() * 64);
    }
    return pushKeyTimePrefix(ms) + digits.map((digit) => PUSH_CHARS.charAt(digit)).join('');
  };
}
