import Head from 'next/head';
import type { THelpQuestion } from '@/contracts/help-contract';
import { buildFaqPageStructuredData, serializeForScript } from '../model/faq-structured-data';

interface TFaqStructuredDataProps {
  questions: readonly THelpQuestion[];
  locale: string;
  /** The page's CSP nonce: a data block is not run, but strict policies and validators still expect it. */
  nonce?: string;
}

/** The FAQPage JSON-LD in the document head, rendered on the server with the page. */
export function FaqStructuredData({ questions, locale, nonce }: TFaqStructuredDataProps) {
  if (questions.length === 0) return null;
  return (
    <Head>
      <script
        key="faq-structured-data"
        type="application/ld+json"
        nonce={nonce}
        data-testid="faq-structured-data"
        dangerouslySetInnerHTML={{ __html: serializeForScript(buildFaqPageStructuredData(questions, locale)) }}
      />
    </Head>
  );
}
