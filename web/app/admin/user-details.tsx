import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { translatable, useT } from '../i18n/i18n.tsx';
import type { UserRow } from './user-row.ts';

/** One line of a user's details, its label in English (shown translated); the editable ones are those an admin's edit may change. */
export interface DetailField {
  name: string;
  label: string;
  value: string;
  editable: boolean;
}

const fieldsOf = (user: UserRow): DetailField[] => [
  { name: 'address', label: translatable('Address'), value: user.address, editable: true },
  { name: 'city', label: translatable('City'), value: user.city, editable: true },
  { name: 'speciality', label: translatable('Speciality'), value: user.speciality, editable: true },
  { name: 'university', label: translatable('University'), value: user.university ?? '—', editable: false },
  { name: 'intake', label: translatable('Intake'), value: user.intake ?? '—', editable: false },
  { name: 'newsletter', label: translatable('Newsletter'), value: user.newsletter ? translatable('Yes') : translatable('No'), editable: false },
  { name: 'joined', label: translatable('Joined'), value: user.joined, editable: false },
];

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  input {
    width: 100%;
  }
`;

/** A user's details under their row; `control` may put an input in place of a value. */
export function UserDetails({ user, children: control }: { user: UserRow; children?: (field: DetailField) => ReactNode }) {
  const t = useT();
  return (
    <List aria-label={t('Details of {{name}}', { name: `${user.firstName} ${user.lastName}` })}>
      {fieldsOf(user).map((field) => (
        <div key={field.name}>
          <dt>{t(field.label)}</dt>
          <dd dir="auto">{control?.(field) ?? (field.name === 'newsletter' ? t(field.value) : field.value)}</dd>
        </div>
      ))}
    </List>
  );
}
