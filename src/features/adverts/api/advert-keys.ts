export const advertKeys = {
  all: ['adverts'] as const,
  active: (locale: string) => [...advertKeys.all, 'active', locale] as const,
};
