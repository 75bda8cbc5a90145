import { useMemo } from 'react';
import styled from 'styled-components';
import { splitLinks } from '../model/split-links';

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
`;

/** A message as typed: text nodes and http(s) links, never markup (no dangerouslySetInnerHTML). */
export function MessageText({ body }: { body: string }) {
  const parts = useMemo(() => splitLinks(body), [body]);
  return (
    <Text>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
