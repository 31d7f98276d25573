import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { styled } from 'styled-components';

const Box = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> & { name: string; label: ReactNode };

/** A checkbox with its label beside it; ticked it sends `on`. */
export function Checkbox({ label, ...inputProps }: CheckboxProps) {
  return (
    <Box>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </Box>
  );
}
