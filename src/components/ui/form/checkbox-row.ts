import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A native checkbox and its text as one label: a 44px target, the design's focus ring. */
export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-block-size: 44px;
  cursor: pointer;

  & > input {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${theme.color.brand};
  }

  & > input:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
