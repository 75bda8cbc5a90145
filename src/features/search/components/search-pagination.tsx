import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.lg};
`;

const Status = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

interface TSearchPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / next pages; the page number lives in the URL like every other criterion. */
export function SearchPagination({ page, pageCount, onPage }: TSearchPaginationProps) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')}>
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('pagination.previous')}
      </Button>
      <Status aria-live="polite">{t('pagination.status', { page, count: pageCount })}</Status>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t('pagination.next')}
      </Button>
    </Nav>
  );
}
