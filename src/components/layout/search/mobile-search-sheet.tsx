import { useTranslation } from '@/lib/i18n/use-translation';
import { useEffect } from 'react';
import styled from 'styled-components';
import { setUiState } from '@/lib/ui-state/ui-store';
import { useUiState } from '@/lib/ui-state/use-ui-state';
import { IconButton } from '../header-controls';
import { CloseIcon } from '../header-icons';
import { MOBILE_SEARCH_TOGGLE_ID } from './mobile-search-toggle-id';
import { SearchForm } from './search-form';
import { theme } from '@/styles/theme';

const Sheet = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${theme.zIndex.header + 2};
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.sm};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
`;

const closeSheet = () => {
  setUiState({ mobileSearch: false });
  document.getElementById(MOBILE_SEARCH_TOGGLE_ID)?.focus();
};

/** The mobileSearch flag (SPEC §3): a full-width search sheet over the header on small screens. */
export function MobileSearchSheet() {
  const { t } = useTranslation('nav');
  const isOpen = useUiState((state) => state.mobileSearch);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && closeSheet();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <Sheet role="dialog" aria-label={t('search.label')}>
      <SearchForm autoFocus onSubmitted={() => setUiState({ mobileSearch: false })} />
      <IconButton type="button" aria-label={t('search.close')} onClick={closeSheet}>
        <CloseIcon />
      </IconButton>
    </Sheet>
  );
}
