import { screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { Skeleton } from '@/components/ui/skeleton';
import { renderWithProviders } from './overlay-test-utils';

describe('Loader, Skeleton and Button', () => {
  it('§9 loader default size 35', () => {
    renderWithProviders(<Loader />, { withMotion: false });
    const loader = screen.getByRole('status', { name: 'Chargement…' });
    expect(loader).toHaveAttribute('data-size', '35');
  });

  it('§9 skeleton shows 4 items by default', () => {
    renderWithProviders(<Skeleton />, { withMotion: false });
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(4);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('skeleton shows as many items as asked', () => {
    renderWithProviders(<Skeleton count={2} />, { withMotion: false });
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(2);
  });

  it('a loading button is busy, disabled and keeps its name', () => {
    renderWithProviders(<Button isLoading>Payer</Button>, { withMotion: false });
    const button = screen.getByRole('button', { name: 'Payer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('a button is a plain button by default (never submits a form by accident)', () => {
    renderWithProviders(<Button>Continuer</Button>, { withMotion: false });
    expect(screen.getByRole('button', { name: 'Continuer' })).toHaveAttribute('type', 'button');
  });
});
