import { useId } from 'react';
import { styled } from 'styled-components';
import { ErrorText, FieldWrapper, Label } from './field.tsx';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
`;

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<React.ComponentPropsWithoutRef<'select'>, 'id' | 'children'> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | null;
};

export function Select({ label, options, placeholder, error, ...selectProps }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      <StyledSelect
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrapper>
  );
}
