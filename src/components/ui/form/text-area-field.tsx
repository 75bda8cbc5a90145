import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldErrorText, FieldHint, FieldLabel, FieldWrapper, StyledTextarea } from './field-styles';
import { useFieldIds } from './use-field-ids';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, hint, error, id, className, ...rest }, ref) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <StyledTextarea ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...rest} />
      {hint && !error && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldWrapper>
  );
});
