export const siteKeys = {
  all: ['site'] as const,
  settings: (locale: string) => [...siteKeys.all, 'settings', locale] as const,
};
