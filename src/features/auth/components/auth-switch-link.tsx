import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';
import { ROUTES } from '@/lib/routes';
import { openModal, type ModalView } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';

/** Where an auth form lives: a modal (links replace the modal) or its own page (links navigate). */
export type AuthFormMode = 'modal' | 'page';
export type AuthTarget = 'login' | 'signUp' | 'forgot';

const VIEW: Record<AuthTarget, ModalView> = { login: 'LOGIN', signUp: 'SIGN_UP', forgot: 'FORGOT_PASSWORD' };
const PATH: Record<AuthTarget, string> = { login: ROUTES.signIn, signUp: ROUTES.signUp, forgot: ROUTES.forgotPassword };

const linkLook = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font: inherit;
  font-weight: ${theme.fontWeight.bold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    color: ${theme.color.brandHover};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
    border-radius: ${theme.radius.sm};
  }
`;

const SwitchButton = styled.button`
  ${linkLook}
`;

const SwitchAnchor = styled(Link)`
  ${linkLook}
`;

export function AuthSwitchLink({ mode, target, children }: { mode: AuthFormMode; target: AuthTarget; children: ReactNode }) {
  if (mode === 'modal') {
    return (
      <SwitchButton type="button" onClick={() => openModal(VIEW[target])}>
        {children}
      </SwitchButton>
    );
  }
  return <SwitchAnchor href={PATH[target]}>{children}</SwitchAnchor>;
}
