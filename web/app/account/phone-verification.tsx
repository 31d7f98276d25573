import { useFetcher } from '@remix-run/react';
import { limits, messages } from '@qanoon/contracts';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { Input, Labelled } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import type { IntentAnswer } from './answer.ts';
import { ControlWithButton } from './form-layout.tsx';
import { useT } from '../i18n/i18n.tsx';

export type PhoneIntent = 'request-code' | 'confirm-code';

/** The sign-up action's answer to a phone step, with the number as it was typed. */
export interface PhoneAnswer extends IntentAnswer<PhoneIntent> {
  contact: string;
}

// Done, not unavailable: the disabled button keeps full colour and says so with a tick.
const VerifiedButton = styled(Button)`
  &:disabled {
    opacity: 1;
    cursor: default;
    color: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSurface};
  }
`;

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Stage = 'unverified' | 'code-sent' | 'verified';

const onEnter = (act: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  // Enter in these fields means Verify / Confirm, not "Sign up now".
  event.preventDefault();
  act();
};

/**
 * The phone check on sign-up (docs/product-rules.md#accounts): Verify texts a code, Confirm checks it, and the
 * button then reads Verified while the code field hides. The stage belongs to the number it was
 * reached for, so changing the phone afterwards un-verifies it. The service keeps the real
 * verification; this only mirrors it on the screen.
 */
export function PhoneVerification({ action }: { action: string }) {
  const t = useT();
  const fetcher = useFetcher<PhoneAnswer>();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [reached, setReached] = useState<{ contact: string; stage: Exclude<Stage, 'unverified'> } | null>(null);
  const answer = fetcher.data;

  useEffect(() => {
    if (!answer?.ok) return;
    setReached({ contact: answer.contact, stage: answer.intent === 'confirm-code' ? 'verified' : 'code-sent' });
    if (answer.intent === 'request-code') setCode('');
  }, [answer]);

  const stage: Stage = reached && reached.contact === phone ? reached.stage : 'unverified';
  const busy = fetcher.state !== 'idle';
  const verify = () => fetcher.submit({ intent: 'request-code', contact: phone }, { method: 'post', action });
  const confirm = () => fetcher.submit({ intent: 'confirm-code', contact: phone, code }, { method: 'post', action });
  const alertMs = (answer?.message === messages.contactNotVerified ? limits.alertSeconds : limits.signupAlertSeconds) * 1000;

  return (
    <>
      <Labelled label={t('Phone')}>
        {(control) => (
          <ControlWithButton>
            <Input
              {...control}
              name="contact"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0300-1234567"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onKeyDown={onEnter(() => stage !== 'verified' && !busy && verify())}
            />
            {stage === 'verified' ? (
              <VerifiedButton variant="secondary" disabled>
                <CheckIcon />
                {t('Verified')}
              </VerifiedButton>
            ) : (
              <Button disabled={busy} onClick={verify}>
                {t('Verify')}
              </Button>
            )}
          </ControlWithButton>
        )}
      </Labelled>
      {stage === 'code-sent' ? (
        <Labelled label={t('Code')}>
          {(control) => (
            <ControlWithButton>
              <Input
                {...control}
                name="code"
                inputMode="numeric"
                autoFocus
                autoComplete="one-time-code"
                placeholder={t('6-digit code from the text message')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={onEnter(() => !busy && confirm())}
              />
              <Button disabled={busy} onClick={confirm}>
                {t('Confirm')}
              </Button>
            </ControlWithButton>
          )}
        </Labelled>
      ) : null}
      <FormAlert result={answer} hideAfterMs={alertMs} />
    </>
  );
}
