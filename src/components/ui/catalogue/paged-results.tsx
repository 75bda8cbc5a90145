import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CardGrid, type TCardGridLayout } from './card-grid';
import { theme } from '@/styles/theme';

const Status = styled.p`
  color: ${theme.color.inkMuted};
  margin-block-end: ${theme.space.md};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space.lg};
`;

export interface TPagedResultsText {
  count: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  loadMore: string;
}

interface PagedResultsProps {
  /** Id of the live count that names the section. */
  labelId: string;
  /** Undefined until the first page has answered. */
  total: number | undefined;
  pages: number;
  pageSize: number;
  isError: boolean;
  isBusy?: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  text: TPagedResultsText;
  layout?: TCardGridLayout;
  /** One element a loaded page, each rendering its `<li>` cards. */
  children: ReactNode;
}

/** A catalogue list: live count, empty and error states, the card grid, and "load more". */
export function PagedResults({ labelId, total, pages, pageSize, isError, isBusy, onRetry, onLoadMore, text, layout, children }: PagedResultsProps) {
  if (isError) {
    return (
      <div role="alert">
        <Status>{text.error}</Status>
        <Button variant="secondary" onClick={onRetry}>{text.retry}</Button>
      </div>
    );
  }
  return (
    <section aria-labelledby={labelId} aria-busy={isBusy || undefined}>
      <Status id={labelId} aria-live="polite">{total === undefined ? text.loading : text.count}</Status>
      {total === 0 && <Status>{text.empty}</Status>}
      <CardGrid $layout={layout}>{children}</CardGrid>
      {total !== undefined && pages * pageSize < total && (
        <More>
          <Button variant="secondary" size="lg" onClick={onLoadMore}>{text.loadMore}</Button>
        </More>
      )}
    </section>
  );
}

/** The texts of a namespace's `<prefix>.count|loading|empty|error|retry|loadMore` keys. */
export function pagedResultsText(t: (key: string, options?: Record<string, unknown>) => string, prefix: string, total: number | undefined): TPagedResultsText {
  return {
    count: t(`${prefix}.count`, { count: total ?? 0 }),
    loading: t(`${prefix}.loading`),
    empty: t(`${prefix}.empty`),
    error: t(`${prefix}.error`),
    retry: t(`${prefix}.retry`),
    loadMore: t(`${prefix}.loadMore`),
  };
}
