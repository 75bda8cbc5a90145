import { useTranslation } from '@/lib/i18n/use-translation';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Portal } from '@/components/ui/modal/portal';
import { useFocusTrap } from '@/components/ui/modal/use-focus-trap';
import { useScrollLock } from '@/components/ui/modal/use-scroll-lock';
import { clearFilters, countActiveFilters, type TSearchState } from '../model/search-params';
import { SearchFilters, type TSearchFiltersProps } from './search-filters';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${theme.color.surface};
  &:focus { outline: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-block-end: 1px solid ${theme.color.border};
`;

const Title = styled.h2`
  font-size: ${theme.fontSize.xl};
`;

const Scroll = styled.div`
  overflow-y: auto;
  padding: ${theme.space.md};
`;

const Foot = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  padding-block-end: max(${theme.space.sm}, env(safe-area-inset-bottom));
  border-block-start: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
`;

interface TFilterSheetProps extends Omit<TSearchFiltersProps, 'value' | 'onChange'> {
  initial: TSearchState;
  onApply: (next: TSearchState) => void;
  onClose: () => void;
}

/** Mobile: the filters in a full-height panel; nothing changes until "apply" (one history entry, one fetch). */
export function FilterSheet({ initial, onApply, onClose, ...fields }: TFilterSheetProps) {
  const { t } = useTranslation('search');
  const [draft, setDraft] = useState(initial);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, onClose);
  useScrollLock(true);
  const count = countActiveFilters(draft);
  return (
    <Portal>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby="filter-sheet-title" tabIndex={-1}>
        <Head>
          <Title id="filter-sheet-title">{t('filters.title')}</Title>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('filters.close')}
          </Button>
        </Head>
        <Scroll>
          <SearchFilters value={draft} onChange={setDraft} {...fields} />
        </Scroll>
        <Foot>
          <Button variant="secondary" onClick={() => setDraft(clearFilters(draft))} disabled={count === 0}>
            {t('filters.clear')}
          </Button>
          <Button onClick={() => onApply(draft)}>{count > 0 ? t('filters.applyCount', { count }) : t('filters.apply')}</Button>
        </Foot>
      </Panel>
    </Portal>
  );
}
