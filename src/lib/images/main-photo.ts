declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image is first painted on screen. */
    elementtiming?: string;
  }
}

/** The name under which the browser reports the main photo's paint (paint-first-scripts.ts waits for it). */
export const MAIN_PHOTO_TIMING = 'main-photo';

/**
 * The attributes of a page's main photo, the one image on its first screen that is its largest
 * paint: fetched first (React preloads an eager high-priority image from the head), and timed.
 */
export const mainPhotoAttributes = { fetchPriority: 'high', elementtiming: MAIN_PHOTO_TIMING } as const;
