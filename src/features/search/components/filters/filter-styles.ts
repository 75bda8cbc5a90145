import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  border: 0;
  padding: 0;
  margin: 0;
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${theme.space.xs};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  color: ${theme.color.ink};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** A checkbox or radio drawn as a pill; the native input stays for keyboard and screen readers. */
export const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  font-size: ${theme.fontSize.sm};
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) {
    background: ${theme.color.brandSoft};
    border-color: ${theme.color.brand};
    color: ${theme.color.brandHover};
    font-weight: ${theme.fontWeight.bold};
  }
  &:has(input:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

export const SwitchRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: 44px;
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;
  input { inline-size: 20px; block-size: 20px; accent-color: ${theme.color.brand}; }
`;
