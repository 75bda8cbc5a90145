import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';
import type { TMenuButtonState, TMenuItem } from './menu-types';
import { theme } from '@/styles/theme';

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

/** The opened menu's list: loaded the first time a menu opens (or when the page is idle), not with every page. */
export function MenuList({ items, label, close, menuProps, itemProps }: Pick<TMenuButtonState, 'close' | 'menuProps' | 'itemProps'> & { items: TMenuItem[]; label: string }) {
  return (
    <Menu {...menuProps} aria-label={label}>
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
  );
}
