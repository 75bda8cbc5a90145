/** @jest-environment node */
import { buildFaqPageStructuredData, serializeForScript } from '@/features/help/model/faq-structured-data';

describe('FAQ structured data', () => {
  it('describes the page as a schema.org FAQPage: each question with its accepted answer', () => {
    const data = buildFaqPageStructuredData([{ id: 1, topic: 'account', question: 'J’ai oublié mon mot de passe.', answer: 'Touchez « Mot de passe oublié ? ».' }], 'fr');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'fr',
      mainEntity: [{ '@type': 'Question', name: 'J’ai oublié mon mot de passe.', acceptedAnswer: { '@type': 'Answer', text: 'Touchez « Mot de passe oublié ? ».' } }],
    });
  });

  it('cannot be closed early by an answer containing </script>, and still parses back to the same text', () => {
    const value = { text: 'a </script><script>alert(1)</script> b\u2028c' };
    const serialized = serializeForScript(value);
    expect(serialized).not.toMatch(/<\/script/i);
    expect(serialized).not.toContain('\u2028');
    expect(JSON.parse(serialized)).toEqual(value);
  });
});
