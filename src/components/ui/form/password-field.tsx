import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';

const ToggleButton = styled.button`
  min-block-size: 40px;
  min-inline-size: 44px;
  padding-inline: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

/** A password input with a show/hide toggle that keeps focus and announces its state (aria-pressed). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(function PasswordField(props, ref) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const toggle = (
    <ToggleButton type="button" aria-pressed={visible} aria-label={t(visible ? 'auth.form.hidePassword' : 'auth.form.showPassword')} onClick={() => setVisible((v) => !v)}>
      {t(visible ? 'auth.form.hide' : 'auth.form.show')}
    </ToggleButton>
  );
  return <TextField ref={ref} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" trailing={toggle} {...props} />;
});
