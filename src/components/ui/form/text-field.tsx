import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldErrorText, FieldHint, FieldLabel, FieldWrapper, StyledInput, TrailingRow } from './field-styles';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Something drawn inside the field row, after the input (e.g. a show-password button). */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are announced with it; forwards its ref for react-hook-form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hint, error, id, trailing, className, ...rest }, ref) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {trailing ? (
        <TrailingRow>
          <StyledInput ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...rest} />
          {trailing}
        </TrailingRow>
      ) : (
        <StyledInput ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...rest} />
      )}
      {hint && !error && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldWrapper>
  );
});
