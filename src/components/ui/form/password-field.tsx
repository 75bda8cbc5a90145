import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';
import { theme } from '@/styles/theme';

const ToggleButton = styled.button`
  min-block-size: 40px;
  min-inline-size: 44px;
  padding-inline: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.brand};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  cursor: pointer;

  &:hover {
    background: ${theme.color.brandSoft};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
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
