export const staticDataKeys = {
  all: ['static-data'] as const,
  byLocale: (locale: string) => [...staticDataKeys.all, locale] as const,
};
