import styled from 'styled-components';

export const StackForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  & > h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  & > p {
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
