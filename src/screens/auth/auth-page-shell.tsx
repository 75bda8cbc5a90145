import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from '@/styles/theme';

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  ${mediaUp('md')} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Card = styled.section`
  inline-size: min(100%, 30rem);
  padding-block: ${({ theme }) => theme.space.xl};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${mediaUp('md')} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const Lead = styled.p`
  margin-block: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The frame of the sign-in, sign-up and password pages: one centred card. */
export function AuthPageShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Main>
      <Card aria-labelledby="auth-page-title">
        <Title id="auth-page-title">{title}</Title>
        {lead ? <Lead>{lead}</Lead> : <Lead as="div" />}
        {children}
      </Card>
    </Main>
  );
}
