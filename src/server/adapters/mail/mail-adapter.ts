export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it should not go to the sender (a contact message: back to its author). */
  replyTo?: string;
}

/** Sends e-mail. The default writes each message to a file; SMTP is used when SMTP_URL is set. */
export interface MailAdapter {
  readonly kind: 'file' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
