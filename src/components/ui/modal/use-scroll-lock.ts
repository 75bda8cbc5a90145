import { useEffect } from 'react';

/** Keeps the page from scrolling behind an open overlay, without the layout jumping by a scrollbar's width. */
export function useScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return;
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingInlineEnd = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.paddingInlineEnd;
    };
  }, [isLocked]);
}
