import { useRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useSiteSettings } from '@/features/site/api/get-site-settings';

/** The shared frame: header, the page, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { locale = 'fr' } = useRouter();
  const { data: settings } = useSiteSettings(locale);
  return (
    <>
      <SiteHeader settings={settings} />
      {children}
      <SiteFooter settings={settings} />
    </>
  );
}

export const withAppLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
