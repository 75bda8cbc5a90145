import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { useAuthorized } from '@/lib/session/use-authorized';
import { runAfterLogin } from '@/lib/ui-state/run-after-login';
import { preloadWhenIdle } from '@/lib/when-idle';
import { useFavorites } from '../api/get-favorites';
import { findFavorite } from '../model/favorite-list';
import { Heart, ToggleButton, type FavoriteToggleLook } from './favorite-toggle-styles';

/** The add and remove calls load when a signed-in diner's page is idle (or at a visitor's first tap), not with every card. */
const loadFavoriteMutations = () => import('../api/favorite-mutations');

const HEART_PATH = 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

interface FavoriteToggleProps {
  restaurant: TRestaurantSummary;
  /** `overlay` on a card's photo (icon only), `inline` on the restaurant page (icon and words). */
  look?: FavoriteToggleLook;
}

/**
 * SPEC §4 favourites toggle: a signed-in diner's tap adds or removes at once (the API follows);
 * a visitor's tap opens the login view, and the restaurant is added once they have signed in.
 */
export function FavoriteToggle({ restaurant, look = 'overlay' }: FavoriteToggleProps) {
  const { t } = useTranslation('common');
  const { locale = 'fr' } = useRouter();
  const authorized = useAuthorized();
  const { data } = useFavorites(locale, authorized === true);
  const queryClient = useQueryClient();
  const favorite = authorized === true ? findFavorite(data, restaurant.id) : undefined;
  const label = t(favorite ? 'favorites.remove' : 'favorites.add');

  useEffect(() => {
    if (authorized === true) preloadWhenIdle(loadFavoriteMutations);
  }, [authorized]);

  const add = () => void loadFavoriteMutations().then(({ runAddFavorite }) => runAddFavorite(queryClient, t, restaurant));
  const remove = (current: NonNullable<typeof favorite>) => void loadFavoriteMutations().then(({ runRemoveFavorite }) => runRemoveFavorite(queryClient, t, restaurant.id, current));
  const toggle = () => {
    if (authorized === false) return runAfterLogin(add);
    // Still learning who is there (a moment at start): a tap now would guess.
    if (authorized !== true) return;
    if (favorite) remove(favorite);
    else add();
  };

  return (
    <ToggleButton type="button" $look={look} aria-pressed={Boolean(favorite)} aria-label={look === 'overlay' ? label : undefined} title={look === 'overlay' ? label : undefined} onClick={toggle}>
      <Heart $filled={Boolean(favorite)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </Heart>
      {look === 'inline' && <span>{label}</span>}
    </ToggleButton>
  );
}
