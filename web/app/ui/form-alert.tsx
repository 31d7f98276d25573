import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Alert, type AlertTone } from './alert.tsx';
import { useT } from '../i18n/i18n.tsx';
import { serverMessage } from '../i18n/server-message.ts';

/** What an action answers: the spec's message, good or bad. */
export interface ActionMessage {
  ok: boolean;
  message: string;
}

const Slot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The message of a form's last submission. Each new answer shows again, even with the same
 * text; `hideAfterMs` follows the spec (validation alerts 2 s, sign-up 5 s). `tone` draws an answer
 * that is neither good nor bad (a step asking for more) as information.
 */
export function FormAlert({ result, hideAfterMs, tone }: { result: ActionMessage | null | undefined; hideAfterMs?: number; tone?: AlertTone }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (result) setShown((n) => n + 1);
  }, [result]);
  if (!result) return null;
  return (
    <Slot>
      <Alert key={shown} tone={tone ?? (result.ok ? 'success' : 'error')} {...(hideAfterMs === undefined ? {} : { hideAfterMs })}>
        {serverMessage(t, result.message)}
      </Alert>
    </Slot>
  );
}
