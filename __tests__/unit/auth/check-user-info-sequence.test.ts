import { runUserCheckSequence, type UserCheckHandlers } from '@/features/auth/model/check-user-info-sequence';

function recordingHandlers(answers: Partial<Record<string, boolean>> = {}) {
  const calls: string[] = [];
  const answer = (code: string) => async () => {
    calls.push(code);
    return answers[code] ?? true;
  };
  const handlers: UserCheckHandlers = {
    verifyEmail: answer('verify-email'),
    missingPhoneNumber: answer('missing-phone-number'),
    missingUserInfo: answer('missing-user-info'),
    notManaged: async (code) => {
      calls.push(`not-managed:${code}`);
      return answers[code] ?? false;
    },
  };
  return { calls, handlers };
}

describe('§8 post-login user check sequence', () => {
  it('§5 handles the items one by one, in the order the API gives them', async () => {
    const { calls, handlers } = recordingHandlers();
    const outcome = await runUserCheckSequence(['verify-email', 'missing-phone-number', 'missing-user-info'], handlers);
    expect(calls).toEqual(['verify-email', 'missing-phone-number', 'missing-user-info']);
    expect(outcome).toEqual({ complete: true, stoppedAt: null });
  });

  it('§5 stops at the first item left unresolved (a dismissed phone modal skips the address)', async () => {
    const { calls, handlers } = recordingHandlers({ 'missing-phone-number': false });
    const outcome = await runUserCheckSequence(['verify-email', 'missing-phone-number', 'missing-user-info'], handlers);
    expect(calls).toEqual(['verify-email', 'missing-phone-number']);
    expect(outcome).toEqual({ complete: false, stoppedAt: 'missing-phone-number' });
  });

  it('§8 waits for one item to be resolved before starting the next', async () => {
    let finishPhone: (resolved: boolean) => void = () => undefined;
    const calls: string[] = [];
    const pending = runUserCheckSequence(['missing-phone-number', 'missing-user-info'], {
      verifyEmail: async () => true,
      missingPhoneNumber: () => new Promise<boolean>((resolve) => { calls.push('phone'); finishPhone = resolve; }),
      missingUserInfo: async () => { calls.push('address'); return true; },
      notManaged: async () => false,
    });
    await Promise.resolve();
    expect(calls).toEqual(['phone']);
    finishPhone(true);
    await pending;
    expect(calls).toEqual(['phone', 'address']);
  });

  it('§8 any other code is "not managed" with its name, and stops there', async () => {
    const { calls, handlers } = recordingHandlers();
    const outcome = await runUserCheckSequence(['verify-email', 'missing-birthday', 'missing-user-info'], handlers);
    expect(calls).toEqual(['verify-email', 'not-managed:missing-birthday']);
    expect(outcome.stoppedAt).toBe('missing-birthday');
  });

  it('does nothing when nothing is missing', async () => {
    const { calls, handlers } = recordingHandlers();
    expect(await runUserCheckSequence([], handlers)).toEqual({ complete: true, stoppedAt: null });
    expect(calls).toEqual([]);
  });
});
