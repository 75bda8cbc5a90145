import dynamic from 'next/dynamic';
import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { theme } from '@/styles/theme';

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 18rem;
  color: ${theme.color.brand};
`;

function FormLoading() {
  return (
    <Placeholder>
      <Loader />
    </Placeholder>
  );
}

/*
 * The forms (react-hook-form + the zod contracts) load after the page shell, and only in the
 * browser: a form rendered before its script could be submitted natively, password in the URL.
 */
export const LoginForm = dynamic(() => import('@/features/auth/components/login-form').then((m) => m.LoginForm), { ssr: false, loading: FormLoading });
export const SignUpForm = dynamic(() => import('@/features/auth/components/sign-up-form').then((m) => m.SignUpForm), { ssr: false, loading: FormLoading });
export const ForgotPasswordForm = dynamic(() => import('@/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm), { ssr: false, loading: FormLoading });
export const ResetPasswordForm = dynamic(() => import('@/features/auth/components/reset-password-form').then((m) => m.ResetPasswordForm), { ssr: false, loading: FormLoading });
export const ChangePasswordForm = dynamic(() => import('@/features/auth/components/change-password-form').then((m) => m.ChangePasswordForm), { ssr: false, loading: FormLoading });
