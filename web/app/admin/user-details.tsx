import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { UserRow } from './user-row.ts';

/** One line of a user's details; the editable ones are those an admin's edit may change. */
export interface DetailField {
  name: string;
  label: string;
  value: string;
  editable: boolean;
}

const fieldsOf = (user: UserRow): DetailField[] => [
  { name: 'address', label: 'Address', value: user.address, editable: true },
  { name: 'city', label: 'City', value: user.city, editable: true },
  { name: 'speciality', label: 'Speciality', value: user.speciality, editable: true },
  { name: 'university', label: 'University', value: user.university ?? '—', editable: false },
  { name: 'intake', label: 'Intake', value: user.intake ?? '—', editable: false },
  { name: 'newsletter', label: 'Newsletter', value: user.newsletter ? 'Yes' : 'No', editable: false },
  { name: 'joined', label: 'Joined', value: user.joined, editable: false },
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
  return (
    <List aria-label={`Details of ${user.firstName} ${user.lastName}`}>
      {fieldsOf(user).map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd>{control?.(field) ?? field.value}</dd>
        </div>
      ))}
    </List>
  );
}
