import { useFetcher } from '@remix-run/react';
import { isOpenCase, type CaseClose } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT, useIsolate } from '../i18n/i18n.tsx';

const Switch = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  background: none;
  color: ${({ theme, $on }) => ($on ? theme.colors.muted : theme.colors.success)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.muted : theme.colors.success)};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: ${({ $on }) => ($on ? '18px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: inset-inline-start ${({ theme }) => theme.motion.quick};
  }
`;

/**
 * The Case closed toggle (docs/product-rules.md#diary): a form that posts the value it wants, `closed` for
 * an open case (`close`) and `close` for a closed one, so a stale page changes nothing twice.
 * Switched on means closed; the text beside it says Open or Closed.
 */
const Refusal = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export function CaseCloseToggle({ caseId, title, value }: { caseId: string; title: string; value: CaseClose }) {
  const t = useT();
  const isolate = useIsolate();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const closed = !isOpenCase(value);
  const wanted: CaseClose = closed ? 'close' : 'closed';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="case_close" />
      <input type="hidden" name="caseId" value={caseId} />
      <Switch
        type="submit"
        name="case_close"
        value={wanted}
        role="switch"
        aria-checked={closed}
        aria-label={t('Case closed: {{title}}', { title: isolate(title || t('Untitled case')) })}
        disabled={fetcher.state !== 'idle'}
        $on={closed}
      >
        <Track $on={closed} aria-hidden="true" />
        <span aria-hidden="true">{closed ? t('Closed') : t('Open')}</span>
      </Switch>
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? <Refusal role="alert">{t(fetcher.data.message)}</Refusal> : null}
    </fetcher.Form>
  );
}
