import type { GetServerSidePropsContext } from 'next';
import { ZAccessIdParam, type TInvitationPreview } from '@/contracts/group-contract';
import type { TShareImage } from '@/contracts/event-contract';
import { invitationKeys } from '@/features/invitations/api/invitation-keys';
import { isAppError } from '@/lib/errors/app-error';
import { getInvitationPreview } from '@/server/groups/preview-service';
import { listRestaurants } from '@/server/restaurants/restaurant-service';
import { readSessionUserId } from './prefetch-session';
import { pickShareImage } from './share-image';
import { loadTranslatedPageProps } from './translated-page-props';

export interface InvitationPageProps {
  accessId: string;
  preview: TInvitationPreview | null;
  shareImage: TShareImage | null;
}

/**
 * /invitation/{accessId}: the invitation server-rendered with its restaurant, photo and date, so
 * a link shared on WhatsApp or by SMS previews them. An unknown or revoked link answers 404 with a
 * page that says so.
 */
export function loadInvitationPageProps(context: GetServerSidePropsContext) {
  return loadTranslatedPageProps(context, ['routes', 'invitations'], async ({ deps, queryClient, contentLocale }) => {
    const parsed = ZAccessIdParam.safeParse({ accessId: context.params?.token });
    const viewerId = await readSessionUserId(context.req, deps);
    const preview = parsed.success
      ? await getInvitationPreview(deps.db, parsed.data.accessId, viewerId, contentLocale, deps.now()).catch((error: unknown) => {
          if (isAppError(error) && error.statusCode === 404) return null;
          throw error;
        })
      : null;
    const accessId = parsed.success ? parsed.data.accessId : '';
    if (!preview) {
      context.res.statusCode = 404;
      return { props: { accessId, preview: null, shareImage: null } satisfies InvitationPageProps };
    }
    queryClient.setQueryData(invitationKeys.preview(accessId, viewerId !== null), preview);
    const { items } = await listRestaurants(deps.db, { where: { id: preview.restaurant.id }, include: ['images'], limit: 1 }, contentLocale);
    return { props: { accessId, preview, shareImage: pickShareImage(items[0]?.images ?? []) } satisfies InvitationPageProps };
  });
}
