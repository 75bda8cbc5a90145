import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useMenuButton } from './use-menu-button';
import { theme } from '@/styles/theme';

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

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${theme.space.xs});
  inset-inline-end: 0;
  z-index: ${theme.zIndex.header + 1};
  min-inline-size: 13rem;
  margin: 0;
  padding: ${theme.space.xs};
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  inline-size: 100%;
  min-block-size: 44px;
  padding-inline: ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.ink};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.color.brandSoft}; }
`;

const ItemLink = styled(Link)`
  ${itemStyle}
`;

const ItemButton = styled.button`
  ${itemStyle}
  &[aria-checked='true'] { font-weight: ${theme.fontWeight.bold}; color: ${theme.color.brand}; }
`;

const Check = styled.span`
  color: ${theme.color.brand};
`;

interface TMenuButtonProps {
  /** The accessible name of the button. */
  label: string;
  /** The name of the opened menu, when it differs from the button's. */
  menuLabel?: string;
  children: ReactNode;
  items: TMenuItem[];
  className?: string;
  triggerAs: React.ComponentType<React.ButtonHTMLAttributes<HTMLButtonElement> & { ref?: React.Ref<HTMLButtonElement> }>;
}

/** A button that opens a keyboard-operable menu of links or actions (SPEC §2 menus). */
export function MenuButton({ label, menuLabel = label, children, items, className, triggerAs: Trigger }: TMenuButtonProps) {
  const { isOpen, close, buttonProps, menuProps, itemProps } = useMenuButton(items.length);
  return (
    <Wrapper className={className}>
      <Trigger {...buttonProps} aria-label={label}>
        {children}
      </Trigger>
      {isOpen && (
        <Menu {...menuProps} aria-label={menuLabel}>
          {items.map((item, index) => {
            const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
            const common = { ...itemProps(index), id: item.id, role, lang: item.lang };
            return (
              <li key={item.key} role="none">
                {item.href ? (
                  <ItemLink {...common} href={item.href} onClick={() => close(false)}>
                    {item.label}
                  </ItemLink>
                ) : (
                  <ItemButton
                    {...common}
                    type="button"
                    aria-checked={item.checked}
                    onClick={() => {
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                    {item.checked && <Check aria-hidden="true">✓</Check>}
                  </ItemButton>
                )}
              </li>
            );
          })}
        </Menu>
      )}
    </Wrapper>
  );
}
