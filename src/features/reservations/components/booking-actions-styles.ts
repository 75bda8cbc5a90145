import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;
