import styled from 'styled-components';

export const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h1 { font-family: ${({ theme }) => theme.font.display}; font-size: ${({ theme }) => theme.fontSize.display}; }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: ${({ theme }) => theme.fontSize.xl}; }
  & > a { justify-self: start; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;
