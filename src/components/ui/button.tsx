import { forwardRef, type ButtonHTMLAttributes, type ComponentProps } from 'react';
import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';
import { Loader } from './loader';
import { theme } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.color.brand};
    color: ${theme.color.surface};
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) { background: ${theme.color.brandHover}; border-color: ${theme.color.brandHover}; }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    border-color: ${theme.color.border};
    &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; border-color: ${theme.color.inkSubtle}; }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.ink};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${theme.color.surfaceAlt}; }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.surface};
    border-color: ${theme.color.danger};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
};

const SIZES: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-block-size: 36px;
    padding-inline: ${theme.space.sm};
    font-size: ${theme.fontSize.sm};
  `,
  md: css`
    min-block-size: 44px;
    padding-inline: ${theme.space.md};
    font-size: ${theme.fontSize.md};
  `,
  lg: css`
    min-block-size: 52px;
    padding-inline: ${theme.space.lg};
    font-size: ${theme.fontSize.lg};
  `,
};

const buttonLook = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  font-family: ${theme.font.body};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, border-color ${theme.motion.fast};
  ${({ $variant }) => VARIANTS[$variant]}
  ${({ $size }) => SIZES[$size]}

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonLook}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonLook}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & LookProps & { isLoading?: boolean };

/** The one button of the design system; `isLoading` shows a spinner and blocks repeated presses. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, isLoading = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {isLoading && (
        <span aria-hidden="true">
          <Loader size={size === 'sm' ? 14 : 18} />
        </span>
      )}
      {children}
    </StyledButton>
  );
});

export type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'ref'> & LookProps;

/** A link that looks like a Button (for navigation, not actions). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
});
