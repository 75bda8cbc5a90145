import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const NEARBY_COUNT = 4;

export const NearbyNotice = styled.p`
  color: ${theme.color.inkMuted};
`;
