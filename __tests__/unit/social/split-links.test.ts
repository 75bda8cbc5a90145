import { splitLinks } from '@/features/chat/model/split-links';

describe('chat text: links made clickable, nothing else', () => {
  it('cuts a message into text and http(s) links, leaving sentence punctuation out of the address', () => {
    expect(splitLinks('Le menu : https://tablee.app/menu?x=1. À ce soir !')).toEqual([
      { kind: 'text', text: 'Le menu : ' },
      { kind: 'link', text: 'https://tablee.app/menu?x=1', href: 'https://tablee.app/menu?x=1' },
      { kind: 'text', text: '. À ce soir !' },
    ]);
  });

  it('reads www. addresses as https links', () => {
    expect(splitLinks('voir www.maquis.ci')).toEqual([
      { kind: 'text', text: 'voir ' },
      { kind: 'link', text: 'www.maquis.ci', href: 'https://www.maquis.ci/' },
    ]);
  });

  it('never makes a link of another scheme, and leaves markup as plain text', () => {
    expect(splitLinks('javascript:alert(1) <script>alert(2)</script>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <script>alert(2)</script>' }]);
    expect(splitLinks('<a href="https://evil.example">clic</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
      { kind: 'text', text: '">clic</a>' },
    ]);
  });

  it('keeps text without links whole, and an empty text empty', () => {
    expect(splitLinks('On arrive à 20 h.')).toEqual([{ kind: 'text', text: 'On arrive à 20 h.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
