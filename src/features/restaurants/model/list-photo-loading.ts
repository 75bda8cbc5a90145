/** How a card's photo loads: as the page's main photo (its largest paint), eagerly (the first screen), or lazily. */
export type TPhotoLoading = 'main' | 'eager' | 'lazy';

/**
 * A list's photos: the first of its first page is the main photo, the next one eager, the rest
 * lazy. Its own module, so the pages that only show cards (home) do not load it.
 */
export const listPhotoLoading = (index: number, page = 1): TPhotoLoading => (page !== 1 || index > 1 ? 'lazy' : index === 0 ? 'main' : 'eager');
