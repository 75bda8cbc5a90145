import styled from 'styled-components';
import { Loader } from '@/components/ui/loader';
import { theme } from '@/styles/theme';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

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
export const LoginForm = clientOnlyDynamic(() => import('@/features/auth/components/login-form').then((m) => m.LoginForm), { loading: FormLoading });
export const SignUpForm = clientOnlyDynamic(() => import('@/features/auth/components/sign-up-form').then((m) => m.SignUpForm), { loading: FormLoading });
export const ForgotPasswordForm = clientOnlyDynamic(() => import('@/features/auth/components/forgot-password-form').then((m) => m.ForgotPasswordForm), { loading: FormLoading });
export const ResetPasswordForm = clientOnlyDynamic(() => import('@/features/auth/components/reset-password-form').then((m) => m.ResetPasswordForm), { loading: FormLoading });
export const ChangePasswordForm = clientOnlyDynamic(() => import('@/features/auth/components/change-password-form').then((m) => m.ChangePasswordForm), { loading: FormLoading });
