import type { TUserLanguage } from '@/contracts/account-contract';
import { ROUTES } from '@/lib/routes';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';
import { buildPasswordResetLink, renderAccountMail, type MailAction, type MailCopy } from './account-emails';

export interface SignUpAttemptMailInput {
  to: string;
  firstName: string | null;
  language: TUserLanguage;
  appOrigin: string;
  /** A one-time reset token, for accounts that sign in with a password. */
  resetToken: string | null;
}

interface AttemptCopy extends Omit<MailCopy, 'action'> {
  logIn: string;
  reset: string;
}

const COPY: Record<TUserLanguage, AttemptCopy> = {
  fr: {
    subject: 'Vous avez déjà un compte Tablée',
    body: "Quelqu'un (peut-être vous) a essayé de créer un compte Tablée avec cette adresse e-mail. Vous avez déjà un compte : connectez-vous, ou choisissez un nouveau mot de passe si vous l'avez oublié.",
    logIn: 'Me connecter',
    reset: 'Choisir un nouveau mot de passe',
    footer: "Le lien pour changer de mot de passe est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien n'a changé sur votre compte.",
  },
  en: {
    subject: 'You already have a Tablée account',
    body: 'Someone (maybe you) tried to create a Tablée account with this e-mail address. You already have an account: log in, or choose a new password if you have forgotten it.',
    logIn: 'Log in',
    reset: 'Choose a new password',
    footer: 'The link to change your password is valid for 1 hour. If this was not you, ignore this message: nothing changed on your account.',
  },
};

/** What the owner of an address receives when someone signs up with it again (the sign-up answer does not say). */
export function buildSignUpAttemptMessage(input: SignUpAttemptMailInput): MailMessage {
  const copy = COPY[input.language];
  const actions: MailAction[] = [{ label: copy.logIn, link: new URL(ROUTES.signIn, input.appOrigin).toString() }];
  if (input.resetToken) actions.push({ label: copy.reset, link: buildPasswordResetLink(input.appOrigin, input.resetToken) });
  return renderAccountMail(copy, input, actions);
}
