/**
 * Where an invitation link goes: WhatsApp's click-to-chat (wa.me, no number: the diner picks the
 * chat) and an SMS draft (`sms:?&body=` is read by both iOS and Android). The message carries the
 * link itself, so the messaging app shows its preview.
 */
export function buildWhatsAppUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

export function buildSmsUrl(message: string): string {
  return `sms:?&body=${encodeURIComponent(message)}`;
}

/** The Web Share API, where the browser has it (phones mostly); false elsewhere. */
export function canShareNatively(nav: Pick<Navigator, 'share'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return typeof nav?.share === 'function';
}
