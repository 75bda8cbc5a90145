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

export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 44px;
  cursor: pointer;

  & > input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.color.brand};
  }

  & > input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
