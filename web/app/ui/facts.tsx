import { styled } from 'styled-components';

/** A short list of named facts (a case's court and date, a client's address): names left, values right. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }

  dd {
    margin: 0;
  }
`;
