import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { RealtimeStatusDot } from '../realtime/realtime-status.tsx';
import { sideMenuId } from './side-menu.tsx';

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

export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  return (
    <Bar>
      <Toggle
        type="button"
        aria-label="Side menu"
        aria-expanded={menuOpen}
        aria-controls={sideMenuId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </Toggle>
      <Spacer />
      <RealtimeStatusDot />
      <Greeting>
        <Salutation>Welcome, </Salutation>Guest
      </Greeting>
      <Avatar src={defaultAvatar} alt="Profile picture" width={36} height={36} />
      <Chooser aria-label="Account">
        <Link to="/login">Log in</Link>
        <Divider aria-hidden="true">|</Divider>
        <Link to="/signup">Sign up</Link>
      </Chooser>
    </Bar>
  );
}
