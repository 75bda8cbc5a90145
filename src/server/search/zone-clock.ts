const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Minute of the local week (0 = Sunday 00:00) in a time zone; null when the zone is unknown to Intl. */
export function minuteOfWeekIn(timeZone: string, now: Date): number | null {
  try {
    const parts = Object.fromEntries(formatIn(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
    return WEEKDAYS.indexOf(parts.weekday) * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
  } catch {
    return null;
  }
}
