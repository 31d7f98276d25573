import { Fragment } from 'react';
import { styled } from 'styled-components';
import { defaultAvatar } from '../chrome/header.tsx';
import { localPhone } from '@qanoon/contracts';
import { roleLabel, type ProfileView } from './profile-view.ts';
import { useT } from '../i18n/i18n.tsx';

const Panel = styled.details`
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
    list-style: none;
    cursor: pointer;
  }

  > summary::-webkit-details-marker {
    display: none;
  }

  > summary::after {
    content: '';
    width: 10px;
    height: 10px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${({ theme }) => theme.motion.quick};
  }

  &[open] > summary {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  &[open] > summary::after {
    transform: rotate(-135deg);
  }
`;

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
`;

const Picture = styled.img`
  width: 120px;
  height: 120px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.page};
  object-fit: cover;
`;

const Facts = styled.dl`
  flex: 1;
  min-width: 260px;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Profile (docs/product-rules.md#screens): the collapsible Account Info, open by default. */
export function AccountInfo({ profile }: { profile: ProfileView }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('Criteria'), t(roleLabel(profile.criteria))],
    [t('First name'), profile.firstName],
    [t('Last name'), profile.lastName],
    [t('Email'), profile.email],
    [t('Contact'), localPhone(profile.contact)],
    [t('Address'), profile.address],
    [t('City'), profile.city],
    [t('Speciality'), profile.speciality],
  ];
  if (profile.university) facts.push([t('University'), profile.university]);
  if (profile.intake) facts.push([t('Intake'), profile.intake]);
  return (
    <Panel open>
      <summary>{t('Account Info')}</summary>
      <Body>
        <Picture src={profile.pictureUrl ?? defaultAvatar} alt={t('Your profile picture')} width={120} height={120} />
        <Facts aria-label={t('Account Info')}>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd dir="auto">{value}</dd>
            </Fragment>
          ))}
        </Facts>
      </Body>
    </Panel>
  );
}
