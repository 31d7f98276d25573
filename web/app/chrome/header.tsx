import { Form, Link, useLocation } from '@remix-run/react';
import { messages } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useRootData } from '../auth/viewer.ts';
import { useExpiryCheck } from '../billing/use-expiry-check.ts';
import { shortTimeLeft, useCountdown } from './countdown.tsx';
import { RealtimeStatusDot } from '../realtime/realtime-status.tsx';
import { sideMenuId } from './side-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useT } from '../i18n/i18n.tsx';
import { offlineDatabaseName } from '../diary/offline/names.ts';

export const defaultAvatar = '/images/default-avatar.svg';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: 720px) {
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const Toggle = styled.button`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

const Greeting = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

// On phones only the name shows; the salutation stays for screen readers.
const Salutation = styled.span`
  @media (max-width: 480px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

const Avatar = styled.img`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.page};
`;

const Chooser = styled.nav`
  flex-shrink: 0;
  display: flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};

  a {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.page};
  }
`;

const Divider = styled.span`
  color: ${({ theme }) => theme.colors.border};
`;

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const Remaining = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }

  /* On a phone the countdown stays (spec: header), its label over the time to save width. */
  @media (max-width: 720px) {
    display: flex;
    flex-direction: column;
    font-size: 0.75rem;
    line-height: ${({ theme }) => theme.lineHeight.tight};
    white-space: nowrap;
  }
`;

const Menu = styled.details`
  position: relative;
  flex-shrink: 1;
  min-width: 0;

  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.pill};
  }

  summary::-webkit-details-marker {
    display: none;
  }
`;

const MenuList = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: 30;
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  a,
  button,
  span {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.page};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
`;

function RemainingTime({ expireAt }: { expireAt: string }) {
  const t = useT();
  const left = useCountdown(expireAt);
  useExpiryCheck(left);
  if (!left) return null;
  return (
    <Remaining data-testid="remaining-time">
      {t(messages.remainingTime)} <strong dir="auto">{shortTimeLeft(t, left)}</strong>
    </Remaining>
  );
}

/** A menu entry; for admins Profile, Payment and Packages have no target (docs/product-rules.md#access). */
function MenuLink({ to, label, enabled }: { to: string; label: string; enabled: boolean }) {
  const t = useT();
  return <li>{enabled ? <Link to={to}>{t(label)}</Link> : <span aria-disabled="true">{t(label)}</span>}</li>;
}

export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const t = useT();
  const { viewer, payment } = useRootData();
  // A new key per navigation closes the account menu once a link in it was followed.
  const { key: navigation } = useLocation();
  const picture = viewer?.pictureUrl ?? defaultAvatar;
  return (
    <Bar>
      <Toggle
        type="button"
        aria-label={t('Side menu')}
        aria-expanded={menuOpen}
        aria-controls={sideMenuId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </Toggle>
      <Spacer />
      <RealtimeStatusDot />
      {payment?.isPaid === 'true' && payment.expireAt ? <RemainingTime expireAt={payment.expireAt} /> : null}
      <LanguageSwitch />
      {viewer ? (
        <Menu key={navigation}>
          {/* The name starts with the words shown, so speech input can say what it sees. */}
          <summary aria-label={t('Welcome, {{name}}: Account menu', { name: viewer.firstName })}>
            <Greeting data-testid="greeting">
              <Salutation>{t('Welcome, ')}</Salutation>
              {viewer.firstName}
            </Greeting>
            <Avatar src={picture} alt={t('Profile picture')} width={36} height={36} />
          </summary>
          <MenuList>
            <li>
              <span aria-disabled="true">{t('Settings')}</span>
            </li>
            <MenuLink to="/profile" label="Profile" enabled={!viewer.isAdmin} />
            <MenuLink to="/payment" label="Payment" enabled={!viewer.isAdmin} />
            <MenuLink to="/packages" label="Packages" enabled={!viewer.isAdmin} />
            <li>
              {/* Signing out removes the diary kept on this device (ADR 0067); the answer's Clear-Site-Data does too. */}
              <Form method="post" action="/logout" onSubmit={() => window.indexedDB?.deleteDatabase(offlineDatabaseName)}>
                <button type="submit">{t('Logout')}</button>
              </Form>
            </li>
          </MenuList>
        </Menu>
      ) : (
        <>
          <Greeting data-testid="greeting">
            <Salutation>{t('Welcome, ')}</Salutation>
            {t('Guest')}
          </Greeting>
          <Avatar src={defaultAvatar} alt={t('Profile picture')} width={36} height={36} />
          <Chooser aria-label={t('Account')}>
            <Link to="/login">{t('Log in')}</Link>
            <Divider aria-hidden="true">|</Divider>
            <Link to="/signup">{t('Sign up')}</Link>
          </Chooser>
        </>
      )}
    </Bar>
  );
}
