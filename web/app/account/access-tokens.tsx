import { Form, Link } from '@remix-run/react';
import { accessTokenLimits, accessTokenScopeLabels, accessTokenScopes, type AccessTokenView } from '@qanoon/contracts';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button, ConfirmButton } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Checkbox } from '../ui/checkbox.tsx';

import { Field, Input } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import type { IntentAnswer } from './answer.ts';
import { useDates } from '../ui/dates.ts';

/** What the token forms answer; `token` only right after one was created, and never again. */
export interface TokenAnswer extends IntentAnswer<'create-token' | 'revoke-token'> {
  token?: string;
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.base};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const TokenList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.md} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dl {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  input {
    flex: 1 1 16rem;
    min-width: 0;
    font-family: monospace;
  }
`;

/** The new token, once: read-only, selected on focus, with a Copy button. */
function NewToken({ token }: { token: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert tone="success">
      {t('Token created. Copy it now: it will not be shown again.')}
      <Copy>
        <Input ref={field} readOnly value={token} aria-label={t('Your new token')} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('Copied') : t('Copy')}
        </Button>
      </Copy>
    </Alert>
  );
}

/** The profile's API access tokens (ADR 0043): make one for a program, see when each was used, revoke it. */
export function AccessTokens({ tokens, answer, busy }: { tokens: AccessTokenView[]; answer: TokenAnswer | null; busy: boolean }) {
  const t = useT();
  const dates = useDates();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok && answer.intent === 'create-token') form.current?.reset();
  }, [answer]);
  return (
    <Panel aria-labelledby="access-tokens">
      <h2 id="access-tokens">{t('API access tokens')}</h2>
      <Muted>
        {t('A token lets a program of yours read search and the library for you, while your package is active. It cannot reach your bookmarks or diary.')}{' '}
        <Link to="/api/docs">{t('How to use the API')}</Link>
      </Muted>
      {answer?.token ? <NewToken token={answer.token} /> : <FormAlert result={answer} />}
      <Form ref={form} method="post" action="/profile" preventScrollReset>
        <h3>{t('New token')}</h3>
        <Field label={t('Token name')} name="name" maxLength={accessTokenLimits.nameMax} required autoComplete="off" />
        <Fieldset>
          <legend>{t('It may read')}</legend>
          {accessTokenScopes.map((scope) => (
            <Checkbox key={scope} name={`scope:${scope}`} label={t(accessTokenScopeLabels[scope])} defaultChecked />
          ))}
        </Fieldset>
        <FormActions>
          <Button type="submit" name="intent" value="create-token" disabled={busy}>
            {t('Create token')}
          </Button>
        </FormActions>
      </Form>
      <h3>{t('Your tokens')}</h3>
      {tokens.length === 0 ? (
        <Muted>{t('No tokens yet.')}</Muted>
      ) : (
        <TokenList aria-label={t('Your tokens')}>
          {tokens.map((token) => (
            <li key={token.id}>
              <dl>
                <dt>{token.name}</dt>
                <dd>
                  <code>{token.start}…</code> · {token.scopes.join(', ')}
                </dd>
                <dd>{t('Created {{date}}', { date: dates.moment(token.createdAt) })}</dd>
                <dd>{token.lastUsedAt ? t('Last used {{date}}', { date: dates.moment(token.lastUsedAt) }) : t('Never used')}</dd>
              </dl>
              <Form method="post" action="/profile" preventScrollReset>
                <input type="hidden" name="tokenId" value={token.id} />
                <ConfirmButton
                  name="intent"
                  value="revoke-token"
                  variant="danger"
                  disabled={busy}
                  aria-label={t('Revoke {{name}}', { name: token.name })}
                  confirm={t('Revoke the token {{name}}? Programs using it stop working at once.', { name: token.name })}
                >
                  {t('Revoke')}
                </ConfirmButton>
              </Form>
            </li>
          ))}
        </TokenList>
      )}
    </Panel>
  );
}
