import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
  /* A live region with nothing to say yet (no error, no answer) takes no row, so adds no second gap. */
  > [role='alert']:empty,
  > [role='status']:empty { position: absolute; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const Muted = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  text-wrap: pretty;
`;

export const Divider = styled.hr`
  border: 0;
  border-block-start: 1px solid ${theme.color.border};
  margin: 0;
`;

export const Success = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.medium};
`;
