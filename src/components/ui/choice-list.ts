import styled from 'styled-components';
import { PlainList } from './plain-list';
import { theme } from '@/styles/theme';

/* Rows to choose one of (an offer, a coupon): each row is one button, named by all it shows (title first), pressed when chosen. */

export const ChoiceSection = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.lg};
  h3 { font-size: ${theme.fontSize.lg}; }
`;

export const ChoiceList = styled(PlainList).attrs({ $gap: 'xs' })``;

/** A whole row is one button: its title names it, its terms describe it. */
export const ChoiceButton = styled.button`
  display: grid;
  gap: ${theme.space.xxs};
  inline-size: 100%;
  text-align: start;
  font: inherit;
  color: ${theme.color.ink};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.sm} ${theme.space.md};
  min-block-size: 44px;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${theme.color.brand}; background: ${theme.color.brandSoft}; }
  &[aria-pressed='true'] { border-color: ${theme.color.brand}; box-shadow: inset 0 0 0 1px ${theme.color.brand}; }
  &:disabled { cursor: not-allowed; background: ${theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

export const ChoiceTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  font-weight: ${theme.fontWeight.bold};
`;

export const Tag = styled.span`
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.inkMuted};
  border: 1px solid ${theme.color.border};
`;

export const Muted = styled.p`
  color: ${theme.color.inkMuted};
`;
