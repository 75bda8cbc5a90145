import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';

/**
 * A 44px-high touch target holding one icon; its name comes from aria-label. 40px wide on phones
 * so the logo (150px, SPEC §9) and four controls fit a 360px screen.
 */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  min-inline-size: 40px;
  block-size: 44px;
  padding-inline: ${theme.space.xxs};
  ${mediaUp('md')} { min-inline-size: 44px; padding-inline: ${theme.space.xs}; }
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.ink};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  &:hover { background: ${theme.color.surfaceAlt}; }
  &[aria-expanded='true'] { background: ${theme.color.brandSoft}; color: ${theme.color.brand}; }
`;

/** Shown from large-phone width up; below it the control is its icon alone. */
export const RoomyLabel = styled.span`
  display: none;
  ${mediaUp('sm')} { display: inline; }
`;

/** Text shown next to an icon from tablet width up; below it the control stays an icon. */
export const WideLabel = styled.span`
  display: none;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  ${mediaUp('md')} { display: inline; }
`;

export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-block-size: 44px;
  padding-inline: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.surface};
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  &:hover { background: ${theme.color.brandHover}; }
`;

/** A count over a header icon (cart, notifications); the control's name carries it for screen readers. */
export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-end: 0;
  min-inline-size: 18px;
  block-size: 18px;
  padding-inline: 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brand};
  color: ${theme.color.surface};
  font-size: 0.6875rem;
  font-weight: ${theme.fontWeight.bold};
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Holds an icon control's place while its code loads, so the header does not shift when it arrives. */
export const IconPlaceholder = styled.span`
  display: inline-block;
  inline-size: 40px;
  block-size: 44px;
  ${mediaUp('md')} { inline-size: 44px; }
`;
