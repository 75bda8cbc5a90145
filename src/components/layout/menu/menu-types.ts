import type { useMenuButton } from './use-menu-button';

export interface TMenuItem {
  key: string;
  label: string;
  id?: string;
  href?: string;
  onSelect?: () => void;
  /** Set for a choice among several (language): rendered as menuitemradio. */
  checked?: boolean;
  lang?: string;
}

export type TMenuButtonState = ReturnType<typeof useMenuButton>;
