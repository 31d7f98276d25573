import { styled } from 'styled-components';

/** Two fields side by side (first and last name), one above the other on phones. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.md};

  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

/** A short line of help under a heading or beside a control. */
export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A control and the button that acts on it (phone and Verify, code and Confirm). */
export const ControlWithButton = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  > input {
    flex: 1;
    min-width: 0;
  }

  > button {
    flex-shrink: 0;
    min-width: 104px;
  }
`;
