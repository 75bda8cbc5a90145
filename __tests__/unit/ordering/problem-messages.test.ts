import en from '../../../public/locales/en/ordering.json';
import fr from '../../../public/locales/fr/ordering.json';
import { ORDER_PROBLEM_CODES } from '@/contracts/order-limits';

describe('the messages of checkOrder’s problems', () => {
  it.each([['fr', fr.problems], ['en', en.problems]])('every problem code has its own %s message, and no message is left for a code that is gone', (_lang, problems) => {
    expect(Object.keys(problems).sort()).toEqual([...ORDER_PROBLEM_CODES].sort());
    for (const message of Object.values(problems)) expect(message.trim()).not.toBe('');
  });
});
