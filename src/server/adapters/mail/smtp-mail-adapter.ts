import nodemailer from 'nodemailer';
import type { MailAdapter, MailMessage } from './mail-adapter';

/** Sends through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpMailAdapter(smtpUrl: string, from: string): MailAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, replyTo: message.replyTo });
    },
  };
}
