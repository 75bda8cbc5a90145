import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

type FocusTarget = 'first' | 'last' | number;

/**
 * WAI-ARIA menu button: Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * arrows, Home and End move inside; Escape closes and gives focus back to the button.
 */
export function useMenuButton(itemCount: number) {
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();

  const openAt = useCallback(
    (target: FocusTarget) => {
      setActiveIndex(target === 'first' ? 0 : target === 'last' ? itemCount - 1 : target);
      setIsOpen(true);
    },
    [itemCount],
  );

  const close = useCallback((returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // The item to focus, also when the list mounts after opening (its code loads on first use).
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    focusIndex.current = isOpen ? activeIndex : null;
    if (isOpen) itemRefs.current[activeIndex]?.focus();
  }, [isOpen, activeIndex]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick natively; the arrows choose where focus lands.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: itemCount - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex((moves[event.key] + itemCount) % itemCount);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    onClick: () => (isOpen ? close(false) : openAt('first')),
    onKeyDown: onButtonKeyDown,
  };

  const menuProps = { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      itemRefs.current[index] = element;
      if (element && focusIndex.current === index && element.ownerDocument.activeElement !== element) element.focus();
    },
    tabIndex: index === activeIndex ? 0 : -1,
  });

  return { isOpen, close, buttonProps, menuProps, itemProps };
}
