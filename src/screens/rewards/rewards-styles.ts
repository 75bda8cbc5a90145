import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { theme } from '@/styles/theme';

export const Block = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.lg};
  h2 { font-size: ${theme.fontSize.xl}; }
`;

export const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};
`;

/** "Back to the list" sits at the start, as a link among the page's text, not a full-width bar. */
export const BackLink = styled(ButtonLink)`
  justify-self: start;
`;
