import { styled } from 'styled-components';
import { controlStyle, Labelled } from './field.tsx';

const StyledTextarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 140px;
  resize: vertical;
`;

type TextareaProps = Omit<React.ComponentPropsWithoutRef<'textarea'>, 'id'> & {
  label: string;
  name: string;
  error?: string | null;
};

/** A labelled multi-line text box. */
export function Textarea({ label, error, ...textareaProps }: TextareaProps) {
  return <Labelled label={label} error={error}>{(control) => <StyledTextarea {...control} {...textareaProps} />}</Labelled>;
}
