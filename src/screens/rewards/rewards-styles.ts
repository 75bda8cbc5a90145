import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';

export const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
  h2 { font-size: ${({ theme }) => theme.fontSize.xl}; }
`;

export const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** "Back to the list" sits at the start, as a link among the page's text, not a full-width bar. */
export const BackLink = styled(ButtonLink)`
  justify-self: start;
`;
