import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const SectionCard = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  min-inline-size: 0;

  & > h2 {
    font-size: ${theme.fontSize.lg};
  }
`;

export const SectionLead = styled.p`
  margin: 0;
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

export const StackForm = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

export const Value = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeight.medium};
  overflow-wrap: anywhere;
`;

export const StatusNote = styled.p`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warning};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
