import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.div`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The top of a diary panel: Back to the panel above it (a fixed address, so Back after a save or
 * a reload still lands in the right place), the panel's heading and its actions.
 */
export function DiaryHead({ back, title, note, actions }: { back?: string; title: ReactNode; note?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <Head>
      {back ? (
        <div>
          <ButtonLink to={back} variant="secondary">
            {t('← Back')}
          </ButtonLink>
        </div>
      ) : null}
      <TitleRow>
        <h2>{title}</h2>
        {actions ? <Actions>{actions}</Actions> : null}
      </TitleRow>
      {note ? <Note>{note}</Note> : null}
    </Head>
  );
}

/** A diary form's panel. */
export const FormPanel = styled.section`
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** Fields two by two, one above the other on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.md};

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

/** A short line of help under a control. */
export const Hint = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A section of a panel under its own heading. */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
