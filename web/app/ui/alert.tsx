import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type AlertTone = 'info' | 'success' | 'error';

interface AlertProps {
  tone?: AlertTone;
  /** Hide after this many milliseconds; stays up when left out. */
  hideAfterMs?: number;
  onHide?: () => void;
  children: ReactNode;
}

const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme, $tone }) => {
    const colours = {
      info: [theme.colors.info, theme.colors.infoSurface],
      success: [theme.colors.success, theme.colors.successSurface],
      error: [theme.colors.danger, theme.colors.dangerSurface],
    }[$tone];
    return `color: ${colours[0]}; border-color: ${colours[0]}; background: ${colours[1]};`;
  }}
`;

export function Alert({ tone = 'info', hideAfterMs, onHide, children }: AlertProps) {
  const [visible, setVisible] = useState(true);
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;

  useEffect(() => {
    if (hideAfterMs === undefined) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onHideRef.current?.();
    }, hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);

  if (!visible) return null;
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
