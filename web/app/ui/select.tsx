import { styled } from 'styled-components';
import { controlStyle, Labelled } from './field.tsx';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
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
  return (
    <Labelled label={label} error={error}>
      {(control) => (
        <StyledSelect {...control} {...selectProps}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </Labelled>
  );
}
