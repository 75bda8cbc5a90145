import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';

/** A white panel on the page's warm background: the help pages' sections and forms. */
export const Panel = styled.section`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
  padding: ${theme.space.lg} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  ${mediaUp('md')} { padding: ${theme.space.lg}; }
`;

export const PanelTitle = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.tight};
`;

export const PanelLead = styled.p`
  color: ${theme.color.inkMuted};
`;

export const StackForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
  /* The live regions stay in the page while empty; they must not add a gap. */
  & > :empty { margin-block-end: -${theme.space.md}; }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: flex-end;
`;

/** A pill that says what state something is in; tone picks its colours. */
export const Pill = styled.span<{ $tone: 'success' | 'warning' | 'muted' | 'brand' }>`
  display: inline-block;
  inline-size: fit-content;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ({ success: theme.color.accentSoft, warning: theme.color.warningSoft, muted: theme.color.surfaceAlt, brand: theme.color.brandSoft })[$tone]};
  color: ${({ theme, $tone }) => ({ success: theme.color.accent, warning: theme.color.warning, muted: theme.color.inkMuted, brand: theme.color.brandHover })[$tone]};
`;
