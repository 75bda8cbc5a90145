import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A fieldset without its box: a legend in the form's label style above the grouped controls. */
export const FieldGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${theme.space.xs};
  min-inline-size: 0;
  legend {
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
    margin-block-end: ${theme.space.xs};
    padding: 0;
  }
`;
