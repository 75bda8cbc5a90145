import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 0;
  display: flex;
  align-items: center;
  min-block-size: 68px;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => `${theme.space.lg} calc(44px + ${theme.space.lg})`};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
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
