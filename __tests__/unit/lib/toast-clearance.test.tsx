import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { useKeepToastsClear } from '@/components/ui/toast/use-keep-toasts-clear';
import { clearToasts, showToast } from '@/lib/toast/toast-store';
import { theme } from '@/styles/theme';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common: { toast: { close: 'Fermer' } } } }, defaultNS: 'common', initAsync: false });

/** A bar fixed to the bottom of a 768 px high screen, `height` px tall (0 = hidden by the layout). */
function ActionBar({ height }: { height: number }) {
  const ref = useKeepToastsClear<HTMLDivElement>();
  return <div ref={ref} data-height={height} />;
}

function renderPage(bars: number[]) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        {bars.map((height, index) => (
          <ActionBar key={index} height={height} />
        ))}
        <ToastHost />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = Number(this.dataset.height ?? 0);
    return { top: window.innerHeight - height, bottom: window.innerHeight, height, left: 0, right: 390, width: 390, x: 0, y: window.innerHeight - height, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  act(() => clearToasts());
  jest.restoreAllMocks();
});

const clearance = () => screen.getByTestId('toast-region').style.getPropertyValue('--toast-clearance');

describe('toasts never cover a primary action', () => {
  it('rise above the highest action bar registered at the bottom of the screen', () => {
    renderPage([88, 140]);
    act(() => void showToast({ kind: 'success', text: 'Ajouté à votre commande' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ajouté à votre commande');
    expect(clearance()).toBe('140px');
  });

  it('come back down when the bar goes away, and ignore a bar the layout hides', () => {
    const { rerender } = renderPage([88]);
    expect(clearance()).toBe('88px');
    rerender(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ActionBar height={0} />
          <ToastHost />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(clearance()).toBe('0px');
  });
});
