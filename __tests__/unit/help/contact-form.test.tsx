import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ContactForm } from '@/features/help/components/contact-form';
import { API, renderHelpUi } from './help-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillIn(overrides: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) {
  const user = userEvent.setup();
  const values = { name: 'Kofi Mensah', email: 'kofi@example.com', subject: 'Une question', message: 'Bonjour, pouvez-vous m’aider ?', ...overrides };
  if (values.name) await user.type(screen.getByLabelText('Nom'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Adresse e-mail'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Sujet'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

describe('contact form', () => {
  it('sends the message with an empty spam trap and the page’s language, then shows the acknowledgement in its place, focused', async () => {
    const bodies: unknown[] = [];
    server.use(http.post(`${API}/contacts`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 'received' }, { status: 202 });
    }));
    renderHelpUi(<ContactForm />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const heading = await screen.findByRole('heading', { name: /Message envoyé/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('contact-sent')).toHaveTextContent('un accusé de réception part vers kofi@example.com');
    expect(bodies).toEqual([{ name: 'Kofi Mensah', email: 'kofi@example.com', phone: null, subject: 'Une question', message: 'Bonjour, pouvez-vous m’aider ?', website: '', language: 'en' }]);
    expect(screen.queryByTestId('contact-form')).not.toBeInTheDocument();
  });

  it('shows what is missing on each field without calling the API', async () => {
    renderHelpUi(<ContactForm />);
    const user = await fillIn({ name: '', email: 'kofi@', message: 'Court' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide, par exemple awa@exemple.ci.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Au moins 10 caractères.');
    expect(screen.getByLabelText('Sujet')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s refusal in words (rate limited) and keeps what was typed', async () => {
    server.use(http.post(`${API}/contacts`, () =>
      HttpResponse.json({ error: { statusCode: 429, name: 'TooManyRequests', message: 'Too many messages', code: 'rate_limited' } }, { status: 429 }),
    ));
    renderHelpUi(<ContactForm />);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans un moment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Bonjour, pouvez-vous m’aider ?');
  });

  it('fills in the signed-in diner’s name and e-mail, and starts over empty after “write another message”', async () => {
    server.use(http.post(`${API}/contacts`, () => HttpResponse.json({ status: 'received' }, { status: 202 })));
    renderHelpUi(<ContactForm defaults={{ name: 'Awa Koné', email: 'awa@example.ci' }} />);
    expect(screen.getByLabelText('Nom')).toHaveValue('Awa Koné');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('awa@example.ci');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sujet'), 'Merci');
    await user.type(screen.getByLabelText('Message'), 'Un grand merci pour la soirée !');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await user.click(await screen.findByRole('button', { name: 'Écrire un autre message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Nom')).toHaveValue('Awa Koné');
  });

  it('keeps the spam trap out of reach: hidden from assistive technology and out of the tab order', () => {
    const { container } = renderHelpUi(<ContactForm />);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Laissez ce champ vide' })).not.toBeInTheDocument();
  });
});
