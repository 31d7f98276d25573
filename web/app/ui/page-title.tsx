import { styled } from 'styled-components';

/** A screen's heading, with room for actions on its right. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.colors.navy};
`;
