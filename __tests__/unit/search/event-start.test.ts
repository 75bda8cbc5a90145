import { formatEventStart } from '@/features/events/components/upcoming-events-strip';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('upcoming events on the home page', () => {
  it('dates an event in its restaurant’s time zone, in the diner’s language', () => {
    const startsAt = '2030-05-17T19:30:00.000Z';
    expect(plain(formatEventStart(startsAt, 'fr', 'Africa/Abidjan'))).toMatch(/ven\. 17 mai.*19:30/);
    expect(plain(formatEventStart(startsAt, 'fr', 'Africa/Douala'))).toMatch(/ven\. 17 mai.*20:30/);
    expect(plain(formatEventStart(startsAt, 'en', 'Africa/Douala'))).toMatch(/Fri, May 17.*08:30 PM/);
  });
});
