import { styled } from 'styled-components';

/** A bordered box of a page, headed by its own h2, for a small form or a list beside others. */
export const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A form's fields and its button on one line, wrapping on a phone. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    flex: 1 1 180px;
    min-width: 0;
    margin-bottom: 0;
  }
`;
