import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { preloadWhenIdle } from '@/lib/when-idle';
import type { TMenuItem } from './menu-types';
import { useMenuButton } from './use-menu-button';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

export type { TMenuItem } from './menu-types';

const MenuList = clientOnlyDynamic(() => import('./menu-list').then((module) => module.MenuList));
const loadMenuList = () => import('./menu-list');

const Wrapper = styled.div`
  position: relative;
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
  useEffect(() => preloadWhenIdle(loadMenuList), []);
  return (
    <Wrapper className={className}>
      <Trigger {...buttonProps} aria-label={label}>
        {children}
      </Trigger>
      {isOpen && <MenuList items={items} label={menuLabel} close={close} menuProps={menuProps} itemProps={itemProps} />}
    </Wrapper>
  );
}
