import type { TContactRequest } from '@/contracts/help-contract';
import type { TUserLanguage } from '@/contracts/account-contract';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';

interface AcknowledgementCopy {
  subject: string;
  paragraphs: (faqUrl: string) => string[];
}

/**
 * Deliberately carries nothing the sender typed (not even their name): anyone can enter any
 * address in the form, and an acknowledgement that echoed their text would let them send it,
 * from us, to a stranger.
 */
const ACKNOWLEDGEMENT: Record<TUserLanguage, AcknowledgementCopy> = {
  fr: {
    subject: 'Nous avons bien reçu votre message — Tablée',
    paragraphs: (faqUrl) => [
      'Bonjour,',
      'Merci d’avoir écrit à Tablée. Votre message nous est bien parvenu : un membre de notre équipe vous répondra par e-mail au plus vite.',
      `En attendant, les réponses aux questions les plus fréquentes sont ici : ${faqUrl}`,
      'Si vous n’avez pas écrit à Tablée, ignorez simplement ce message.',
      '— L’équipe Tablée',
    ],
  },
  en: {
    subject: 'We have received your message — Tablée',
    paragraphs: (faqUrl) => [
      'Hello,',
      'Thank you for writing to Tablée. Your message has reached us: someone from our team will answer you by e-mail as soon as possible.',
      `Meanwhile, the answers to the most frequent questions are here: ${faqUrl}`,
      'If you did not write to Tablée, simply ignore this message.',
      '— The Tablée team',
    ],
  },
};

/** The FAQ in the sender's language: French has no prefix (the default locale). */
export function buildFaqUrl(appOrigin: string, language: TUserLanguage): string {
  return new URL(language === 'fr' ? '/faq' : `/${language}/faq`, appOrigin).toString();
}

export function buildContactAcknowledgement(to: string, language: TUserLanguage, appOrigin: string): MailMessage {
  const copy = ACKNOWLEDGEMENT[language];
  return { to, subject: copy.subject, text: copy.paragraphs(buildFaqUrl(appOrigin, language)).join('\n\n') };
}

/** The site's copy, in French (the team's language); Reply goes straight to the sender. */
export function buildContactCopy(siteAddress: string, contactId: string, input: TContactRequest, language: TUserLanguage, receivedAt: Date): MailMessage {
  const lines = [
    'Nouveau message du formulaire de contact',
    '',
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Téléphone : ${input.phone ?? '—'}`,
    `Langue : ${language}`,
    `Reçu le : ${receivedAt.toISOString()}`,
    `Référence : ${contactId}`,
    '',
    `Sujet : ${input.subject}`,
    '',
    input.message,
  ];
  return { to: siteAddress, replyTo: input.email, subject: `[Contact] ${input.subject}`, text: lines.join('\n') };
}
