import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldErrorText, FieldHint, FieldLabel, FieldWrapper, StyledSelect } from './field-styles';
import { useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** Shown first with an empty value, so nothing is picked silently. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, placeholder, hint, error, id, className, ...rest }, ref) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      <StyledSelect ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint && !error && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldErrorText id={errorId}>{error}</FieldErrorText>}
    </FieldWrapper>
  );
});
