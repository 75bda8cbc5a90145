import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

export const FieldLabel = styled.label`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  color: ${theme.color.ink};
`;

export const FieldHint = styled.p`
  font-size: ${theme.fontSize.xs};
  color: ${theme.color.inkMuted};
`;

export const FieldErrorText = styled.p`
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.danger};
`;

export const controlLook = css<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 48px;
  padding-block: ${theme.space.xs};
  padding-inline: ${theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize.md};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.inkSubtle)};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${theme.color.surfaceAlt};
    cursor: not-allowed;
  }
`;

export const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlLook}
`;

export const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${controlLook}
  min-block-size: 96px;
  resize: vertical;
`;

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlLook}
  appearance: auto;
`;

/** An input with a control inside its end edge (a show-password toggle). */
export const TrailingRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-inline-end: 3.25rem;
  }

  & > :last-child:not(input) {
    position: absolute;
    inset-inline-end: ${theme.space.xxs};
  }
`;
