/** Query keys of the session; every user-scoped query (any feature) also sets `meta.userScoped` so logout can drop it. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  checkUserInfo: () => [...authKeys.all, 'check-user-info'] as const,
};

export const USER_SCOPED_META = { userScoped: true } as const;
