/** What the UI does for each post-login check item; each answers whether the item is now resolved. */
export interface UserCheckHandlers {
  verifyEmail: () => Promise<boolean>;
  missingPhoneNumber: () => Promise<boolean>;
  missingUserInfo: () => Promise<boolean>;
  notManaged: (code: string) => Promise<boolean>;
}

export interface UserCheckOutcome {
  /** Every item was resolved. */
  complete: boolean;
  /** The item left unresolved, where processing stopped. */
  stoppedAt: string | null;
}

function pickHandler(handlers: UserCheckHandlers, code: string): () => Promise<boolean> {
  switch (code) {
    case 'verify-email':
      return handlers.verifyEmail;
    case 'missing-phone-number':
      return handlers.missingPhoneNumber;
    case 'missing-user-info':
      return handlers.missingUserInfo;
    default:
      return () => handlers.notManaged(code);
  }
}

/** SPEC §5/§8: the items are handled one by one, in order; the first one left unresolved stops the rest. */
export async function runUserCheckSequence(errors: readonly string[], handlers: UserCheckHandlers): Promise<UserCheckOutcome> {
  for (const code of errors) {
    const resolved = await pickHandler(handlers, code)();
    if (!resolved) return { complete: false, stoppedAt: code };
  }
  return { complete: true, stoppedAt: null };
}
