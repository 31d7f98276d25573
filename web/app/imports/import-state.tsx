import type { ImportState } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { stateText } from './import-format.ts';

const Badge = styled.span<{ $state: ImportState }>`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $state }) => {
    const [ink, surface] =
      $state === 'done'
        ? [theme.colors.success, theme.colors.successSurface]
        : $state === 'failed'
          ? [theme.colors.danger, theme.colors.dangerSurface]
          : $state === 'cancelled'
            ? [theme.colors.muted, theme.colors.page]
            : [theme.colors.info, theme.colors.infoSurface];
    return `color: ${ink}; background: ${surface};`;
  }}
`;

/** An import's state as a coloured word: Queued, Running, Done, Failed, Cancelled. */
export function StateBadge({ state }: { state: ImportState }) {
  const t = useT();
  return <Badge $state={state}>{t(stateText[state])}</Badge>;
}
