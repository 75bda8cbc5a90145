import Head from 'next/head';
import { useRouter } from 'next/router';
import { getClientEnv } from '@/config/env.client';
import { buildLocalizedUrl, ogLocaleOf, stripQuery, toAbsoluteUrl } from './seo-urls';

const SITE_NAME = 'Tablée';
const DEFAULT_IMAGE = '/images/photos/terrace-rooftop-night-1.webp';
const TRANSLATED_LOCALES = ['fr', 'en'];

interface TPageSeoProps {
  /** The page's own title; the site name is appended (`X · Tablée`) unless it is the site name. */
  title: string;
  description: string;
  /** Defaults to the current path without its query. */
  path?: string;
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'restaurant.restaurant' | 'article';
  noIndex?: boolean;
}

/** Title, description, canonical and alternate addresses, Open Graph and Twitter card tags. */
export function PageSeo({ title, description, path, image, imageAlt, type = 'website', noIndex = false }: TPageSeoProps) {
  const { locale = 'fr', defaultLocale = 'fr', asPath } = useRouter();
  const siteUrl = getClientEnv().NEXT_PUBLIC_SITE_URL;
  const pagePath = path ?? stripQuery(asPath);
  const url = buildLocalizedUrl(siteUrl, pagePath, locale, defaultLocale);
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const imageUrl = toAbsoluteUrl(siteUrl, image ?? DEFAULT_IMAGE);
  return (
    <Head>
      <title key="title">{fullTitle}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      {TRANSLATED_LOCALES.map((alternate) => (
        <link key={`alternate-${alternate}`} rel="alternate" hrefLang={alternate} href={buildLocalizedUrl(siteUrl, pagePath, alternate, defaultLocale)} />
      ))}
      {noIndex && <meta key="robots" name="robots" content="noindex" />}
      <meta key="og:site_name" property="og:site_name" content={SITE_NAME} />
      <meta key="og:title" property="og:title" content={fullTitle} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:locale" property="og:locale" content={ogLocaleOf(locale)} />
      <meta key="og:image" property="og:image" content={imageUrl} />
      {imageAlt && <meta key="og:image:alt" property="og:image:alt" content={imageAlt} />}
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta key="twitter:title" name="twitter:title" content={fullTitle} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={imageUrl} />
    </Head>
  );
}
