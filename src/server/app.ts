import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './http/app-env';
import { apiCors, apiSecurityHeaders, limitBodySize, provideDeps } from './http/api-middleware';
import { handleError, handleNotFound } from './http/error-handler';
import { validationHook } from './http/validation-hook';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { applyTestClock } from './http/test-clock';
import { logRequests } from './logging/request-logging';
import { authenticate } from './accounts/auth-middleware';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerAddressRoutes } from './addresses/address-routes';
import { registerFavoriteRoutes } from './favorites/favorite-routes';
import { registerSiteRoutes } from './site/site-routes';
import { registerStaticDataRoutes } from './static-data/static-data-routes';
import { registerRestaurantRoutes } from './restaurants/restaurant-routes';
import { registerSearchRoutes } from './search/search-routes';
import { registerEventRoutes } from './events/event-routes';
import { registerMenuRoutes } from './menus/menu-routes';
import { registerDishRoutes } from './dishes/dish-routes';
import { registerAdvertRoutes } from './adverts/advert-routes';
import { registerFeedbackRoutes } from './feedbacks/feedback-routes';
import { registerAvailabilityRoutes } from './availability/availability-routes';
import { registerReservationRoutes } from './reservations/reservation-routes';
import { registerGroupRoutes } from './groups/group-routes';
import { registerHelpRoutes } from './help/help-routes';
import { registerChatRoutes } from './chat/chat-routes';
import { registerReportRoutes } from './reports/report-routes';
import { registerLiveRoutes } from './live/live-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerManagerRoutes } from './manager/manager-routes';
import { registerOfferRoutes } from './offers/offer-routes';
import { registerRewardRoutes } from './rewards/reward-routes';
import { registerTableRoutes } from './tables/table-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { registerPushRoutes } from './push/push-routes';

/** The product API, mounted at /api by the Next route and called directly by the API tests. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/api');

  app.use('*', provideDeps(deps));
  if (deps.env.TEST_CLOCK === 'enabled') app.use('*', applyTestClock);
  app.use('*', logRequests);
  app.use('*', apiSecurityHeaders(deps.env.NODE_ENV === 'production'));
  app.use('*', apiCors(deps.env.APP_ORIGIN, deps.env.CORS_ORIGINS));
  app.use('*', limitBodySize);
  app.use('*', rejectNulCharacters);
  app.use('*', authenticate);

  registerSiteRoutes(app);
  registerStaticDataRoutes(app);
  registerSearchRoutes(app);
  registerRestaurantRoutes(app);
  registerEventRoutes(app);
  registerMenuRoutes(app);
  registerDishRoutes(app);
  registerAdvertRoutes(app);
  registerFeedbackRoutes(app);
  registerAccountRoutes(app, deps.env.PASSWORD_HASH_COST);
  registerAddressRoutes(app);
  registerFavoriteRoutes(app);
  registerAvailabilityRoutes(app);
  registerReservationRoutes(app);
  registerOrderRoutes(app);
  registerGroupRoutes(app);
  registerHelpRoutes(app);
  registerChatRoutes(app);
  registerReportRoutes(app);
  registerManagerRoutes(app);
  registerLiveRoutes(app);
  registerOfferRoutes(app);
  registerRewardRoutes(app);
  registerTableRoutes(app);
  registerPaymentRoutes(app);
  registerNotificationRoutes(app);
  registerPushRoutes(app);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Tablée API', version: '1.0.0', description: 'Restaurant discovery, booking and ordering for diners.' },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type ApiAppInstance = ReturnType<typeof createApp>;
