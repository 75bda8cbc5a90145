import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import account from '../../../public/locales/fr/account.json';
import { LinkPhoneNumberForm } from '@/features/account/components/link-phone-number-form';
import { clearToasts, getSnapshot as getToasts } from '@/lib/toast/toast-store';
import { getUiState, openModal } from '@/lib/ui-state/ui-store';
import { sampleMe } from '../auth/auth-test-utils';
import { API, countries, describedText, renderForm as renderWithProviders } from './form-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'fr', asPath: '/', pathname: '/', query: {} }) }));

const SENT = { phone: '+221771234567', expiresAt: '2026-01-01T10:10:00.000Z', resendAt: '2026-01-01T10:01:00.000Z' };
const errorBody = (statusCode: number, code: string, details?: unknown) => ({ error: { statusCode, name: 'BadRequestError', message: code, code, details } });

const sent: unknown[] = [];
const confirmed: unknown[] = [];
/** What the confirm endpoint answers next; the right code by default. */
let confirmAnswer: () => Response = () => HttpResponse.json({ ...sampleMe, phone: SENT.phone, phoneVerified: true });
let sendAnswer: () => Response = () => HttpResponse.json(SENT, { status: 202 });
const server = setupServer(
  http.get(`${API}/staticData`, () => HttpResponse.json({ cities: [], foodCategories: [], moneyChanges: [], stripePublicKey: '', countries, feedbackTypes: [] })),
  http.post(`${API}/users/my-users/phone-verification`, async ({ request }) => {
    sent.push(await request.json());
    return sendAnswer();
  }),
  http.post(`${API}/users/my-users/phone-verification/confirm`, async ({ request }) => {
    confirmed.push(await request.json());
    return confirmAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  confirmed.length = 0;
  confirmAnswer = () => HttpResponse.json({ ...sampleMe, phone: SENT.phone, phoneVerified: true });
  sendAnswer = () => HttpResponse.json(SENT, { status: 202 });
  clearToasts();
  jest.useRealTimers();
});
afterAll(() => server.close());

const renderForm = (purpose: 'link_phone' | 'verify_phone' = 'link_phone') => renderWithProviders(<LinkPhoneNumberForm purpose={purpose} />, { account });

const number = () => screen.getByLabelText('Numéro de téléphone');
const codeInput = () => screen.getByLabelText('Code reçu par SMS');

async function sendCodeTo(typed: string, user: Pick<ReturnType<typeof userEvent.setup>, 'type' | 'click'> = userEvent) {
  await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
  await user.type(number(), typed);
  await user.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
  return screen.findByLabelText('Code reçu par SMS');
}

describe('§8 missing phone number: the phone field says one thing', () => {
  it('its hint and its error both ask for a local number of the country or an international one', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    expect(describedText(number())).toBe('Numéro local, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.');

    await userEvent.type(number(), '07 12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    expect(await screen.findByText(/n’est pas valide/)).toHaveTextContent(
      'Ce numéro n’est pas valide : saisissez un numéro local à 10 chiffres, par exemple 07 12 34 56 78, ou international, par exemple +225 07 12 34 56 78.',
    );
    expect(document.body.textContent).not.toMatch(/(sans|avec) l’indicatif/i);
    expect(sent).toEqual([]);
  });

  it('takes a local number for the country chosen and leaves its reading to the server contract', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    await userEvent.selectOptions(screen.getByLabelText('Indicatif du pays'), '2');
    expect(describedText(number())).toBe('Numéro local, par exemple 77 123 45 67, ou international, par exemple +221 77 123 45 67.');
    await userEvent.type(number(), '77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    await waitFor(() => expect(sent).toEqual([{ phone: { country: 'SN', number: '77 123 45 67' }, purpose: 'link_phone' }]));
  });

  it('takes an international number whatever the country chosen', async () => {
    renderForm('verify_phone');
    await sendCodeTo('+221 77 123 45 67');
    expect(sent).toEqual([{ phone: { country: 'CI', number: '+221 77 123 45 67' }, purpose: 'verify_phone' }]);
  });

  it('says so when the number is already verified on another account', async () => {
    sendAnswer = () => HttpResponse.json(errorBody(409, 'phone_taken'), { status: 409 });
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Indicatif du pays')).toHaveValue('1'));
    await userEvent.type(number(), '+221 77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code par SMS' }));
    expect(await screen.findByText('Ce numéro est déjà vérifié sur un autre compte.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code reçu par SMS')).not.toBeInTheDocument();
  });
});

describe('§8 link phone number: the code texted to the number', () => {
  it('is a one-time-code field for 6 digits, typed on a numeric keypad', async () => {
    renderForm();
    const input = await sendCodeTo('+221 77 123 45 67');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveFocus();
    expect(screen.getByText('+221771234567')).toBeInTheDocument();
  });

  it('the right code verifies the number, says so and closes the modal', async () => {
    openModal('LINK_PHONE_NUMBER');
    renderForm();
    await sendCodeTo('+221 77 123 45 67');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    await waitFor(() => expect(getUiState().modalView).toBeNull());
    expect(confirmed).toEqual([{ code: '123456', purpose: 'link_phone' }]);
    expect(getToasts().map((toast) => toast.text)).toContain('Numéro de téléphone vérifié.');
  });

  it('a wrong code says how many attempts are left, and the modal stays open', async () => {
    confirmAnswer = () => HttpResponse.json(errorBody(400, 'phone_code_wrong', { attemptsLeft: 3 }), { status: 400 });
    openModal('LINK_PHONE_NUMBER');
    renderForm();
    await sendCodeTo('+221 77 123 45 67');
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    await waitFor(() => expect(describedText(codeInput())).toBe('Code incorrect : il vous reste 3 essais.'));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(getUiState().modalView).toBe('LINK_PHONE_NUMBER');

    confirmAnswer = () => HttpResponse.json(errorBody(400, 'phone_code_wrong', { attemptsLeft: 1 }), { status: 400 });
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    await waitFor(() => expect(describedText(codeInput())).toBe('Code incorrect : il vous reste 1 essai.'));
  });

  it.each([
    ['phone_code_expired', 'Ce code a expiré : demandez-en un nouveau.'],
    ['phone_code_exhausted', 'Trop de codes incorrects : demandez-en un nouveau.'],
  ])('%s is told plainly', async (code, text) => {
    confirmAnswer = () => HttpResponse.json(errorBody(400, code), { status: 400 });
    renderForm();
    await sendCodeTo('+221 77 123 45 67');
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('asks for the 6 digits before calling the server', async () => {
    renderForm();
    await sendCodeTo('+221 77 123 45 67');
    await userEvent.type(codeInput(), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le numéro' }));
    await waitFor(() => expect(describedText(codeInput())).toBe('Saisissez les 6 chiffres du code.'));
    expect(confirmed).toEqual([]);
  });

  it('another number can be typed instead', async () => {
    renderForm();
    await sendCodeTo('+221 77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    expect(await screen.findByLabelText('Numéro de téléphone')).toBeInTheDocument();
  });

  it('resend: waits out a countdown, then sends a new code to the same number', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await sendCodeTo('+221 77 123 45 67', user);
    expect(screen.getByRole('button', { name: 'Renvoyer le code (60 s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(61_000));
    const resend = await screen.findByRole('button', { name: 'Renvoyer le code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText('Nouveau code envoyé.')).toBeInTheDocument();
    expect(sent).toEqual([
      { phone: { country: 'CI', number: '+221 77 123 45 67' }, purpose: 'link_phone' },
      { phone: SENT.phone, purpose: 'link_phone' },
    ]);
    expect(screen.getByRole('button', { name: /^Renvoyer le code \(\d+ s\)$/ })).toBeDisabled();
  });

  it('resend refused with 429: the countdown follows Retry-After and the reason is shown', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await sendCodeTo('+221 77 123 45 67', user);
    sendAnswer = () => HttpResponse.json(errorBody(429, 'rate_limited', { retryAfterSeconds: 1800 }), { status: 429, headers: { 'retry-after': '1800' } });
    act(() => jest.advanceTimersByTime(61_000));
    await user.click(await screen.findByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Trop de tentatives. Réessayez dans un instant.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Renvoyer le code \(1[78]\d\d s\)$/ })).toBeDisabled();
  });
});
