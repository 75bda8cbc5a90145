import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp, theme } from '@/styles/theme';

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space.lg} ${theme.space.xxl};
  padding-inline: ${theme.space.md};
  background: ${theme.color.surfaceAlt};

  ${mediaUp('md')} {
    padding-block: ${theme.space.xxl};
  }
`;

const Card = styled.section`
  inline-size: min(100%, 30rem);
  padding-block: ${theme.space.xl};
  padding-inline: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};

  ${mediaUp('md')} {
    padding: ${theme.space.xxl};
  }
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
  line-height: ${theme.lineHeight.tight};
`;

const Lead = styled.p`
  margin-block: ${theme.space.xs} ${theme.space.lg};
  color: ${theme.color.inkMuted};
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
