import dynamic from 'next/dynamic';
import type { ModalRegistry } from '@/components/ui/modal/modal-host';
import { ModalLoading } from './overlay-loading';

/** SPEC §2: every modal view, by name; each is its own lazily loaded chunk (no modal code, nor classic zod, in the first load). */
export const MODAL_VIEWS: ModalRegistry = {
  LOGIN: { component: dynamic(() => import('@/features/auth/components/login-modal').then((module) => module.LoginModal), { ssr: false, loading: ModalLoading }) },
  SIGN_UP: { component: dynamic(() => import('@/features/auth/components/sign-up-modal').then((module) => module.SignUpModal), { ssr: false, loading: ModalLoading }) },
  FORGOT_PASSWORD: { component: dynamic(() => import('@/features/auth/components/forgot-password-modal').then((module) => module.ForgotPasswordModal), { ssr: false, loading: ModalLoading }) },
  LINK_PHONE_NUMBER: { component: dynamic(() => import('@/features/account/components/link-phone-number-modal').then((module) => module.LinkPhoneNumberModal), { ssr: false, loading: ModalLoading }) },
  PHONE_NUMBER: { component: dynamic(() => import('@/features/account/components/phone-number-modal').then((module) => module.PhoneNumberModal), { ssr: false, loading: ModalLoading }) },
  ADDRESS_VIEW_AND_EDIT: { component: dynamic(() => import('@/features/addresses/components/address-modal').then((module) => module.AddressModal), { ssr: false, loading: ModalLoading }), size: 'lg' },
  CATEGORY_BOTTOM_SHEET: { component: dynamic(() => import('./category-bottom-sheet').then((module) => module.CategoryBottomSheet), { ssr: false, loading: ModalLoading }), presentation: 'sheet' },
  PRODUCT_DETAIL: { component: dynamic(() => import('./product-detail-view').then((module) => module.ProductDetailView), { ssr: false, loading: ModalLoading }), size: 'lg' },
  PAYMENT: { component: dynamic(() => import('@/features/payments/components/payment-modal').then((module) => module.PaymentModal), { ssr: false, loading: ModalLoading }) },
  DELIVERY: { component: dynamic(() => import('@/features/addresses/components/delivery-modal').then((module) => module.DeliveryModal), { ssr: false, loading: ModalLoading }), size: 'lg' },
  CREATE_RESERVATION: { component: dynamic(() => import('@/screens/create-reservation/create-reservation-modal').then((module) => module.CreateReservationModal), { ssr: false, loading: ModalLoading }) },
  RESTAURANT_IMAGE: { component: dynamic(() => import('@/features/restaurants/components/restaurant-image-modal').then((module) => module.RestaurantImageModal), { ssr: false, loading: ModalLoading }), size: 'lg' },
  ADD_FEEDBACK: { component: dynamic(() => import('./add-feedback-view').then((module) => module.AddFeedbackView), { ssr: false, loading: ModalLoading }) },
  ADD_OFFER: { component: dynamic(() => import('./add-offer-view').then((module) => module.AddOfferView), { ssr: false, loading: ModalLoading }) },
  LINK_INVITATION: { component: dynamic(() => import('@/features/invitations/components/link-invitation-modal').then((module) => module.LinkInvitationModal), { ssr: false, loading: ModalLoading }) },
  SEND_INVITATION: { component: dynamic(() => import('@/features/invitations/components/send-invitation-modal').then((module) => module.SendInvitationModal), { ssr: false, loading: ModalLoading }) },
  CHAT: { component: dynamic(() => import('./chat-view').then((module) => module.ChatView), { ssr: false, loading: ModalLoading }), size: 'lg' },
  REPORT: { component: dynamic(() => import('@/features/reports/components/report-modal').then((module) => module.ReportModal), { ssr: false, loading: ModalLoading }) },
};
