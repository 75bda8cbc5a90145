import styled from 'styled-components';

export const FieldGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    margin-block-end: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
`;

export const Notice = styled.p<{ $tone?: 'info' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.accent)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
