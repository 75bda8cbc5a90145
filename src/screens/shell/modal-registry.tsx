import type { ModalRegistry } from '@/components/ui/modal/modal-host';
import { ModalLoading } from './overlay-loading';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/** SPEC §2: every modal view, by name; each is its own lazily loaded chunk (no modal code, nor classic zod, in the first load). */
export const MODAL_VIEWS: ModalRegistry = {
  LOGIN: { component: clientOnlyDynamic(() => import('@/features/auth/components/login-modal').then((module) => module.LoginModal), { loading: ModalLoading }) },
  SIGN_UP: { component: clientOnlyDynamic(() => import('@/features/auth/components/sign-up-modal').then((module) => module.SignUpModal), { loading: ModalLoading }) },
  FORGOT_PASSWORD: { component: clientOnlyDynamic(() => import('@/features/auth/components/forgot-password-modal').then((module) => module.ForgotPasswordModal), { loading: ModalLoading }) },
  LINK_PHONE_NUMBER: { component: clientOnlyDynamic(() => import('@/features/account/components/link-phone-number-modal').then((module) => module.LinkPhoneNumberModal), { loading: ModalLoading }) },
  PHONE_NUMBER: { component: clientOnlyDynamic(() => import('@/features/account/components/phone-number-modal').then((module) => module.PhoneNumberModal), { loading: ModalLoading }) },
  ADDRESS_VIEW_AND_EDIT: { component: clientOnlyDynamic(() => import('@/features/addresses/components/address-modal').then((module) => module.AddressModal), { loading: ModalLoading }), size: 'lg' },
  CATEGORY_BOTTOM_SHEET: { component: clientOnlyDynamic(() => import('./category-bottom-sheet').then((module) => module.CategoryBottomSheet), { loading: ModalLoading }), presentation: 'sheet' },
  PRODUCT_DETAIL: { component: clientOnlyDynamic(() => import('./product-detail-view').then((module) => module.ProductDetailView), { loading: ModalLoading }), size: 'lg' },
  PAYMENT: { component: clientOnlyDynamic(() => import('@/features/payments/components/payment-modal').then((module) => module.PaymentModal), { loading: ModalLoading }) },
  DELIVERY: { component: clientOnlyDynamic(() => import('@/features/addresses/components/delivery-modal').then((module) => module.DeliveryModal), { loading: ModalLoading }), size: 'lg' },
  CREATE_RESERVATION: { component: clientOnlyDynamic(() => import('@/screens/create-reservation/create-reservation-modal').then((module) => module.CreateReservationModal), { loading: ModalLoading }) },
  RESTAURANT_IMAGE: { component: clientOnlyDynamic(() => import('@/features/restaurants/components/restaurant-image-modal').then((module) => module.RestaurantImageModal), { loading: ModalLoading }), size: 'lg' },
  ADD_FEEDBACK: { component: clientOnlyDynamic(() => import('./add-feedback-view').then((module) => module.AddFeedbackView), { loading: ModalLoading }) },
  ADD_OFFER: { component: clientOnlyDynamic(() => import('./add-offer-view').then((module) => module.AddOfferView), { loading: ModalLoading }) },
  LINK_INVITATION: { component: clientOnlyDynamic(() => import('@/features/invitations/components/link-invitation-modal').then((module) => module.LinkInvitationModal), { loading: ModalLoading }) },
  SEND_INVITATION: { component: clientOnlyDynamic(() => import('@/features/invitations/components/send-invitation-modal').then((module) => module.SendInvitationModal), { loading: ModalLoading }) },
  CHAT: { component: clientOnlyDynamic(() => import('./chat-view').then((module) => module.ChatView), { loading: ModalLoading }), size: 'lg' },
  REPORT: { component: clientOnlyDynamic(() => import('@/features/reports/components/report-modal').then((module) => module.ReportModal), { loading: ModalLoading }) },
};
