import styled from 'styled-components';

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
