import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  margin-top: ${({ theme }) => theme.space.xs};
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
