import { styled } from 'styled-components';

const Track = styled.div`
  position: relative;
  height: 12px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: inherit;
  transition: width ${({ theme }) => theme.motion.quick} linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * How far a long task has come, 0–100. `label` names the task for screen readers; `valueText`
 * says the value in words (`1,200 of about 2,200 rows`).
 */
export function ProgressBar({ value, label, valueText }: { value: number; label: string; valueText?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
