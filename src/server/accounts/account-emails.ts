import type { TUserLanguage } from '@/contracts/account-contract';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';
import { sendBestEffort } from '@/server/adapters/mail/send-best-effort';
import type { AppDeps } from '@/server/http/app-env';

export interface AccountMailInput {
  to: string;
  firstName: string | null;
  language: TUserLanguage;
  token: string;
  appOrigin: string;
}

export interface MailCopy {
  subject: string;
  body: string;
  action: string;
  footer: string;
}

const VERIFY_COPY: Record<TUserLanguage, MailCopy> = {
  fr: {
    subject: 'Confirmez votre adresse e-mail — Tablée',
    body: 'Bienvenue sur Tablée ! Confirmez votre adresse e-mail pour réserver et recevoir vos confirmations.',
    action: 'Confirmer mon adresse e-mail',
    footer: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.",
  },
  en: {
    subject: 'Confirm your e-mail address — Tablée',
    body: 'Welcome to Tablée! Confirm your e-mail address to book tables and receive your confirmations.',
    action: 'Confirm my e-mail address',
    footer: 'This link is valid for 24 hours. If you did not create an account, ignore this message.',
  },
};

const CHANGE_EMAIL_COPY: Record<TUserLanguage, MailCopy> = {
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail — Tablée',
    body: 'Vous avez demandé à utiliser cette adresse pour votre compte Tablée. Elle remplacera l’ancienne dès que vous l’aurez confirmée.',
    action: 'Confirmer cette adresse',
    footer: "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
  },
  en: {
    subject: 'Confirm your new e-mail address — Tablée',
    body: 'You asked to use this address for your Tablée account. It replaces the old one as soon as you confirm it.',
    action: 'Confirm this address',
    footer: 'This link is valid for 24 hours. If you did not ask for it, ignore this message: nothing changes.',
  },
};

const RESET_COPY: Record<TUserLanguage, MailCopy> = {
  fr: {
    subject: 'Réinitialisez votre mot de passe — Tablée',
    body: 'Vous avez demandé à changer le mot de passe de votre compte Tablée.',
    action: 'Choisir un nouveau mot de passe',
    footer: "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  en: {
    subject: 'Reset your password — Tablée',
    body: 'You asked to change the password of your Tablée account.',
    action: 'Choose a new password',
    footer: 'This link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays the same.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** How every account e-mail opens, by the recipient's name when known. */
export const GREETING: Record<TUserLanguage, (name: string | null) => string> = {
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
};

export interface MailAction {
  label: string;
  link: string;
}

/** Greeting, body, one or more links, footer: the text and HTML parts of every account e-mail. */
export function renderAccountMail(copy: Omit<MailCopy, 'action'>, input: Pick<AccountMailInput, 'to' | 'firstName' | 'language'>, actions: MailAction[]): MailMessage {
  const greeting = GREETING[input.language](input.firstName);
  const text = [greeting, '', copy.body, ...actions.flatMap((action) => ['', action.label, action.link]), '', copy.footer, '', '— Tablée'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.body)}</p>`,
    ...actions.map((action) => `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`),
    `<p>${escapeHtml(copy.footer)}</p>`,
    '<p>— Tablée</p>',
  ].join('\n');
  return { to: input.to, subject: copy.subject, text, html };
}

const render = (copy: MailCopy, input: AccountMailInput, link: string) => renderAccountMail(copy, input, [{ label: copy.action, link }]);

export function buildVerifyEmailLink(appOrigin: string, token: string): string {
  const url = new URL('/', appOrigin);
  url.searchParams.set('verifyEmailToken', token);
  return url.toString();
}

export function buildPasswordResetLink(appOrigin: string, token: string): string {
  const url = new URL('/forget-password', appOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

export function buildVerifyEmailMessage(input: AccountMailInput): MailMessage {
  return render(VERIFY_COPY[input.language], input, buildVerifyEmailLink(input.appOrigin, input.token));
}

/** The same landing link as sign-up's: POST /auth/verify-email takes either kind of token. */
export function buildChangeEmailMessage(input: AccountMailInput): MailMessage {
  return render(CHANGE_EMAIL_COPY[input.language], input, buildVerifyEmailLink(input.appOrigin, input.token));
}

export function buildPasswordResetMessage(input: AccountMailInput): MailMessage {
  return render(RESET_COPY[input.language], input, buildPasswordResetLink(input.appOrigin, input.token));
}

/**
 * Account mail is best effort: a mail server outage must not undo a sign-up or reveal whether
 * an address has an account, and the user can ask again.
 */
export function sendAccountMail(deps: Pick<AppDeps, 'mail' | 'logger'>, message: MailMessage): Promise<void> {
  return sendBestEffort(deps, message, 'account e-mail');
}
