import { useId } from 'react';
import { css, styled } from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.navy};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

/** The props that tie a form control to its label and error text. */
export interface ControlProps {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, the control it names, and the error under it. */
export function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrapper>
  );
}

type FieldProps = Omit<React.ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: string;
  name: string;
  error?: string | null;
};

export function Field({ label, error, ...inputProps }: FieldProps) {
  return <Labelled label={label} error={error}>{(control) => <Input {...control} {...inputProps} />}</Labelled>;
}
