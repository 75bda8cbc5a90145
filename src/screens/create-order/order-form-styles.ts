import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';

export const Page = styled.main`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxxl};
  display: grid;
  gap: ${theme.space.lg};
  h1 { font-family: ${theme.font.display}; font-size: ${theme.fontSize.display}; margin: 0; }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${mediaUp('lg')} { grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr); }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Part = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  h2 { font-size: ${theme.fontSize.lg}; margin: 0; }
  & > button, & > a { justify-self: start; }
`;

export const Side = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${mediaUp('lg')} { position: sticky; inset-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md}); }
`;
