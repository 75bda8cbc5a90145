import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Section = styled.section`
  max-inline-size: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${theme.space.xl} ${theme.space.md} 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Title = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

const Lead = styled.p`
  flex-basis: 100%;
  color: ${theme.color.inkMuted};
`;

interface THomeSectionProps {
  id: string;
  title: string;
  lead?: string;
  /** A link or button beside the title ("see all", "near me"). */
  action?: ReactNode;
  children: ReactNode;
}

/** One band of the home page: a heading, an optional action and its content. */
export function HomeSection({ id, title, lead, action, children }: THomeSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <Head>
        <Title id={id}>{title}</Title>
        {action}
        {lead && <Lead>{lead}</Lead>}
      </Head>
      {children}
    </Section>
  );
}
