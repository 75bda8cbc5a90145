/** Calling codes of the markets served, longest first so "+225" is not read as "+22". */
const CALLING_CODES = ['221', '223', '224', '225', '226', '227', '228', '229', '235', '236', '237', '241', '242', '243', '33', '32', '1'];

/** Senegal writes "77 123 45 67"; elsewhere numbers are read in pairs ("01 17 76 95 88"), an odd digit first. */
function groupNationalNumber(code: string, digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  if (code === '221' && rest.length === 9) {
    groups.push(rest.slice(0, 2), rest.slice(2, 5));
    rest = rest.slice(5);
  } else if (rest.length % 2 === 1) {
    groups.push(rest.slice(0, 1));
    rest = rest.slice(1);
  }
  for (let i = 0; i < rest.length; i += 2) groups.push(rest.slice(i, i + 2));
  return groups.join(' ');
}

/** "+2250117769588" → "+225 01 17 76 95 88"; anything that is not E.164 is shown as given. */
export function formatPhoneForDisplay(phone: string): string {
  if (!/^\+\d{6,15}$/.test(phone)) return phone;
  const digits = phone.slice(1);
  const code = CALLING_CODES.find((candidate) => digits.startsWith(candidate));
  if (!code) return phone;
  return `+${code} ${groupNationalNumber(code, digits.slice(code.length))}`;
}

/** A plain OpenStreetMap link: no map tiles, no third-party script on the page. */
export function buildMapUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
