import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';

/** SPEC §9: a skeleton shows 4 items by default. */
export const SKELETON_DEFAULT_COUNT = 4;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Item = styled.div<{ $height: string }>`
  block-size: ${({ $height }) => $height};
  border-radius: ${theme.radius.md};
  background: linear-gradient(
    90deg,
    ${theme.color.surfaceAlt} 25%,
    ${theme.color.border} 50%,
    ${theme.color.surfaceAlt} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${theme.color.surfaceAlt};
  }
`;

interface SkeletonProps {
  count?: number;
  /** Height of one placeholder row, any CSS length. */
  height?: string;
  className?: string;
}

/** Grey placeholders while content loads; hidden from assistive technology (pair it with a Loader or status text). */
export function Skeleton({ count = SKELETON_DEFAULT_COUNT, height = '4.5rem', className }: SkeletonProps) {
  return (
    <List aria-hidden="true" className={className} data-testid="skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Item key={index} $height={height} data-testid="skeleton-item" />
      ))}
    </List>
  );
}
