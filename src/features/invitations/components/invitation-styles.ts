import styled from 'styled-components';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* A live region with nothing to say yet (no error, no answer) takes no row, so adds no second gap. */
  > [role='alert']:empty,
  > [role='status']:empty { position: absolute; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-wrap: pretty;
`;

export const Divider = styled.hr`
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  margin: 0;
`;

export const Success = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
