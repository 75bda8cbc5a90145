/** @jest-environment node */
import { ZPhoneInput, ZPhoneNumber, toE164 } from '@/contracts/phone-contract';

describe('phone numbers: a local number for the diner country, or an international one, stored as E.164', () => {
  it.each([
    ['CI', "Côte d'Ivoire, 10 digits", '07 12 34 56 78', '+225 07 12 34 56 78', '+2250712345678'],
    ['SN', 'Sénégal, 9 digits', '77 123 45 67', '+221 77 123 45 67', '+221771234567'],
    ['CM', 'Cameroun, 9 digits', '6 71 23 45 67', '+237 6 71 23 45 67', '+237671234567'],
    ['BJ', 'Bénin, 10 digits since 2024', '01 97 12 34 56', '+229 01 97 12 34 56', '+2290197123456'],
    ['BF', 'Burkina Faso, 8 digits', '70 12 34 56', '+226 70 12 34 56', '+22670123456'],
    ['TG', 'Togo, 8 digits', '90 12 34 56', '+228 90 12 34 56', '+22890123456'],
    ['ML', 'Mali, 8 digits', '76 12 34 56', '+223 76 12 34 56', '+22376123456'],
    ['FR', 'France, the leading 0 dropped', '06 12 34 56 78', '+33 6 12 34 56 78', '+33612345678'],
  ])('%s (%s): the local form %s and the international form %s are both %s', (country, _label, local, international, e164) => {
    expect(ZPhoneInput.parse({ country, number: local })).toBe(e164);
    expect(ZPhoneInput.parse({ country, number: international })).toBe(e164);
    expect(ZPhoneInput.parse({ country, number: international.replace('+', '00') })).toBe(e164);
    expect(ZPhoneNumber.parse(international)).toBe(e164);
  });

  it.each([
    ['CI', '07 12 34 56', 'the old 8-digit Ivorian number'],
    ['BJ', '97 12 34 56', 'the old 8-digit Beninese number'],
    ['SN', '77 123 45 678', 'a Senegalese number one digit too long'],
    ['TG', '+228 90 12 34', 'an international Togolese number too short'],
    ['CI', '+225 07 CALL ME', 'letters'],
    ['CI', '   ', 'nothing'],
  ])('refuses %s %s (%s)', (country, number) => {
    expect(toE164(number, country)).toBeNull();
    expect(ZPhoneInput.safeParse({ country, number }).success).toBe(false);
  });

  it('an international number of another country is taken as typed, whatever the country chosen', () => {
    expect(ZPhoneInput.parse({ country: 'CI', number: '+221 77 123 45 67' })).toBe('+221771234567');
  });

  it('"+33 (0)6…": the trunk 0 written after the country code is dropped', () => {
    expect(ZPhoneNumber.parse('+33 (0)6 12 34 56 78')).toBe('+33612345678');
  });

  it('a country without a known plan takes any international number of 8 to 15 digits, and no local one', () => {
    expect(ZPhoneInput.parse({ country: 'GB', number: '+44 20 7946 0958' })).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'GB')).toBeNull();
    expect(toE164('+1 23', 'GB')).toBeNull();
  });

  it('without a country only the international form is understood', () => {
    expect(ZPhoneNumber.safeParse('07 12 34 56 78').success).toBe(false);
    expect(ZPhoneInput.safeParse({ number: '07 12 34 56 78' }).success).toBe(false);
    expect(ZPhoneInput.parse({ number: '+225 07 12 34 56 78' })).toBe('+2250712345678');
  });
});
