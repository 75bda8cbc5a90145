import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const ChipList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const Chip = styled.li<{ $tone?: 'service' | 'diet' }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-block-size: 32px;
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  background: ${({ theme, $tone }) => ($tone === 'diet' ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone === 'diet' ? theme.color.accent : theme.color.ink)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'diet' ? 'transparent' : theme.color.border)};
`;
