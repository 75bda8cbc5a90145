import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding-block-start: ${theme.space.xl};
  border-block-start: 1px solid ${theme.color.border};
  scroll-margin-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md});
`;

const Title = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

/** One titled part of the restaurant page (about, menus, events, reviews). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      {children}
    </Section>
  );
}
