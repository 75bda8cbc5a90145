import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Header = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 0;
  display: flex;
  align-items: center;
  min-block-size: 68px;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.lg} calc(44px + ${theme.space.lg});
  border-block-end: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const Title = styled.h2`
  font-size: ${theme.fontSize.xl};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.lg};
`;

/** The inside of every drawer view: its title (which labels the drawer) and content. */
export function DrawerFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Header>
        <Title id="drawer-title">{title}</Title>
      </Header>
      <Body>{children}</Body>
    </>
  );
}
