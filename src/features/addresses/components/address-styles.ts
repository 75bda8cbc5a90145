import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const StackForm = styled.form`
  display: grid;
  gap: ${theme.space.md};

  & > h3 {
    font-size: ${theme.fontSize.lg};
  }

  & > p {
    color: ${theme.color.inkMuted};
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
