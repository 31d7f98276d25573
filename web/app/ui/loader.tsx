import { keyframes, styled } from 'styled-components';
import { VisuallyHidden } from './visually-hidden.ts';
import { useT } from '../i18n/i18n.tsx';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Loader({ label, size = 28 }: { label?: string; size?: number }) {
  const t = useT();
  return (
    <span role="status">
      <Spinner $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('Loading')}</VisuallyHidden>
    </span>
  );
}
