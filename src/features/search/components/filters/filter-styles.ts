import styled from 'styled-components';

export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  padding: 0;
  margin: 0;
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A checkbox or radio drawn as a pill; the native input stays for keyboard and screen readers. */
export const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandHover};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export const SwitchRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 44px;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  input { inline-size: 20px; block-size: 20px; accent-color: ${({ theme }) => theme.color.brand}; }
`;
