import { ZEmail } from '@/contracts/account-contract';
import { ZPhoneNumber } from '@/contracts/phone-contract';
import type { TInviteDinerRequest } from '@/contracts/group-contract';

/** What the host typed: an e-mail address (it has an @) or an international phone number; null if neither. */
export function parseContact(value: string): TInviteDinerRequest | null {
  const text = value.trim();
  if (text.includes('@')) {
    const email = ZEmail.safeParse(text);
    return email.success ? { email: email.data } : null;
  }
  const phone = ZPhoneNumber.safeParse(text);
  return phone.success ? { phone: phone.data } : null;
}
