import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

export const NameRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

export const AuthFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  margin-block-start: ${theme.space.xs};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

export const EndAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: calc(-1 * ${theme.space.xs});
`;

export const SuccessText = styled.p`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accentSoft};
  color: ${theme.color.ink};
`;

export const SentPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  outline: none;
`;
