import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  display: grid;
  gap: ${theme.space.xl};
  h1 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.display}; }
`;

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  h2 { font-size: ${theme.fontSize.xl}; }
  & > a { justify-self: start; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

export const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xxl};
  text-align: center;
`;
