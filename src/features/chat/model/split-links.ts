export type TTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK_PATTERN = /(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.ci."). */
const TRAILING = /[.,;:!?)\]}'"»]+$/;

function toHref(candidate: string): string | null {
  try {
    const url = new URL(candidate.startsWith('www.') ? `https://${candidate}` : candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Plain text cut into text and web links, for rendering as React text nodes and anchors: nothing
 * in a message is ever read as markup, and only http(s) addresses become links.
 */
export function splitLinks(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK_PATTERN)) {
    const raw = match[0];
    const address = raw.replace(TRAILING, '');
    const href = toHref(address);
    const start = match.index ?? 0;
    pushText(text.slice(last, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    pushText(raw.slice(address.length));
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return parts;
}
