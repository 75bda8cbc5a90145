/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { HELP_TOPICS } from '@/contracts/help-limits';
import { helpQuestions } from '@/server/db/schema';
import { createTestContext, call, type TestContext } from '../support/test-app';
import { expectError } from '../accounts/account-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Question {
  id: number;
  topic: string;
  question: string;
  answer: string;
}

const list = async (query = '', headers: Record<string, string> = {}) => {
  const res = await call(ctx, 'GET', `/api/help-questions${query}`, { headers });
  expect(res.status).toBe(200);
  return res.json.items as Question[];
};

describe('GET /api/help-questions', () => {
  it('lists at least 25 questions with their answers, covering booking, pre-orders, cancellation, payment, delivery, rewards and the account, in French by default', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(new Set(items.map((item) => item.topic))).toEqual(new Set(HELP_TOPICS));
    expect(items.map((item) => item.question)).toContain('Comment réserver une table ?');
    for (const item of items) {
      expect(item.question.length).toBeGreaterThan(10);
      expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  it('lists the topics in the help centre’s order, the questions of a topic together', async () => {
    const topics = (await list()).map((item) => item.topic);
    const firstSeen = [...new Set(topics)];
    expect(firstSeen).toEqual([...HELP_TOPICS]);
    expect(topics).toEqual([...topics].sort((a, b) => HELP_TOPICS.indexOf(a as never) - HELP_TOPICS.indexOf(b as never)));
  });

  it('answers in English with lang=en or with Accept-Language: en, the same questions', async () => {
    const french = await list();
    const byLang = await list('?lang=en');
    const byHeader = await list('', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byLang).toEqual(byHeader);
    expect(byLang.map((item) => item.id)).toEqual(french.map((item) => item.id));
    expect(byLang.map((item) => item.question)).toContain('How do I book a table?');
  });

  it('is cacheable by anyone for a few minutes, per language', async () => {
    const res = await call(ctx, 'GET', '/api/help-questions');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('keeps only the questions of one topic', async () => {
    const items = await list('?topic=cancellation');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((item) => item.topic === 'cancellation')).toBe(true);
  });

  it('finds a question whatever its accents and case: "RESERVER une TABLE" finds "Comment réserver une table ?" first', async () => {
    const items = await list(`?q=${encodeURIComponent('RESERVER une TABLE')}`);
    expect(items[0].question).toBe('Comment réserver une table ?');
    const accented = await list(`?q=${encodeURIComponent('réservér')}`);
    expect(accented.map((item) => item.id)).toEqual((await list('?q=reserver')).map((item) => item.id));
  });

  it('searches the answers too, accents folded there as well: "ecart" finds the answer that says "écart"', async () => {
    const items = await list('?q=ecart');
    expect(items.map((item) => item.question)).toEqual(['Le montant payé ne correspond pas à ma commande. Que faire ?']);
  });

  it('forgives a small typo: "anuler" finds how to cancel', async () => {
    const items = await list('?q=anuler');
    expect(items.map((item) => item.question)).toContain('Comment annuler ma réservation ?');
  });

  it('needs every meaningful word to match, ignoring words like "comment" or "how"', async () => {
    const both = await list(`?q=${encodeURIComponent('comment annuler ma réservation')}`);
    expect(both[0].question).toBe('Comment annuler ma réservation ?');
    expect(both.every((item) => /annul/i.test(`${item.question} ${item.answer}`))).toBe(true);
    expect(await list(`?q=${encodeURIComponent('annuler zxqwv')}`)).toEqual([]);
  });

  it('searches in the language it answers in', async () => {
    const items = await list('?lang=en&q=refunded');
    expect(items.map((item) => item.question)).toContain('How am I refunded if I paid online?');
  });

  it('combines a topic and a search', async () => {
    const items = await list('?topic=payments&q=devise');
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.every((item) => item.topic === 'payments')).toBe(true);
  });

  it('treats search punctuation as nothing to match (no SQL wildcard)', async () => {
    expect(await list(`?q=${encodeURIComponent('%_%')}`)).toEqual(await list());
  });

  it('never lists an unpublished question', async () => {
    const [first] = await list();
    await ctx.deps.db.update(helpQuestions).set({ isPublished: false }).where(eq(helpQuestions.id, first.id));
    try {
      expect((await list()).map((item) => item.id)).not.toContain(first.id);
      expect((await list(`?q=${encodeURIComponent(first.question)}`)).map((item) => item.id)).not.toContain(first.id);
    } finally {
      await ctx.deps.db.update(helpQuestions).set({ isPublished: true }).where(eq(helpQuestions.id, first.id));
    }
  });

  it.each([
    ['an unknown topic', '?topic=weather'],
    ['a search longer than 100 characters', `?q=${'a'.repeat(101)}`],
    ['an unknown parameter', '?limit=3'],
    ['a language the FAQ is not written in', '?lang=de'],
  ])('refuses %s with 400 validation_failed', async (_name, query) => {
    expectError(await call(ctx, 'GET', `/api/help-questions${query}`), 400, 'validation_failed');
  });
});
