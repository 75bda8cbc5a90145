import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-block-end: ${theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${theme.fontSize.xxl};
  /* Leaves room for the close button in the corner. */
  padding-inline-end: calc(44px + ${theme.space.xs});
`;

const Description = styled.p`
  color: ${theme.color.inkMuted};
  margin-block-start: ${theme.space.xs};
  text-wrap: pretty;
`;

/** The inside of every modal view: its title (which labels the dialog) and content. */
export function ModalFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <>
      <Header>
        <div>
          <Title id="modal-title">{title}</Title>
          {description && <Description id="modal-description">{description}</Description>}
        </div>
      </Header>
      {children}
    </>
  );
}
