import { styled } from 'styled-components';
import { useRealtime, type ConnectionState } from './realtime-provider.tsx';
import { translatable, useT } from '../i18n/i18n.tsx';

const labels: Record<ConnectionState, string> = {
  connecting: translatable('Live updates connecting'),
  connected: translatable('Live updates connected'),
  disconnected: translatable('Live updates offline'),
};

const Dot = styled.span<{ $state: ConnectionState }>`
  flex-shrink: 0;
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  background: ${({ theme, $state }) =>
    $state === 'connected' ? theme.colors.success : $state === 'connecting' ? theme.colors.accent : theme.colors.muted};
`;

/** A small dot in the header; the data attributes let browser tests read the connection. */
export function RealtimeStatusDot() {
  const t = useT();
  const { state, transport, ready } = useRealtime();
  return (
    <Dot
      $state={state}
      role="img"
      aria-label={t(labels[state])}
      title={t(labels[state])}
      data-realtime={state}
      data-transport={transport ?? 'none'}
      data-ready={ready}
    />
  );
}
