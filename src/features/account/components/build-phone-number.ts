/** A number typed with its own "+" keeps it; otherwise the chosen country's dial code goes first. */
export function buildPhoneNumber(dialCode: string, typed: string): string {
  const number = typed.trim();
  if (number.startsWith('+')) return number;
  const dial = dialCode.startsWith('+') ? dialCode : `+${dialCode}`;
  return `${dial} ${number}`;
}
