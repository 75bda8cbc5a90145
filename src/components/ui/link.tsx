import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: Next's, without prefetching every linked page that scrolls into view. Diners pay
 * for their data, and on the home page that idle prefetching was ~40 KB of scripts for pages most
 * never open; a link still prefetches when pointed at or touched, just before the tap.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
