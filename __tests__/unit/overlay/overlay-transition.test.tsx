import { act, screen } from '@testing-library/react';
import { DrawerFrame } from '@/components/ui/drawer/drawer-frame';
import { DrawerHost } from '@/components/ui/drawer/drawer-host';
import { getOverlayTransition, OVERLAY_DURATION_MS } from '@/components/ui/motion/overlay-transition';
import { openDrawer, resetUiState } from '@/lib/ui-state/ui-store';
import { mockMatchMedia, renderWithProviders } from './overlay-test-utils';

const VIEWS = { CART: () => <DrawerFrame title="Panier">{null}</DrawerFrame>, USER: () => <DrawerFrame title="Compte">{null}</DrawerFrame> };

afterEach(() => act(() => resetUiState()));

async function openedPanel() {
  renderWithProviders(<DrawerHost views={VIEWS} />);
  act(() => openDrawer('CART'));
  return screen.findByRole('dialog', { name: 'Panier' });
}

describe('overlay transitions', () => {
  it('§9 dialog transitions last between 200 and 500 ms', async () => {
    mockMatchMedia({ reducedMotion: false });
    expect(OVERLAY_DURATION_MS).toBeGreaterThanOrEqual(200);
    expect(OVERLAY_DURATION_MS).toBeLessThanOrEqual(500);
    const panel = await openedPanel();
    const duration = Number(panel.getAttribute('data-transition-ms'));
    expect(duration).toBeGreaterThanOrEqual(200);
    expect(duration).toBeLessThanOrEqual(500);
  });

  it('are instant when the person prefers reduced motion', async () => {
    mockMatchMedia({ reducedMotion: true });
    const panel = await openedPanel();
    expect(panel).toHaveAttribute('data-transition-ms', '0');
    expect(getOverlayTransition(true).duration).toBe(0);
  });
});
