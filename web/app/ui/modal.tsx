import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Room for long reading (a judgment, a statute) instead of a short form. */
  wide?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(20, 35, 60, 0.45);
`;

const Dialog = styled.div<{ $wide: boolean }>`
  position: relative;
  width: ${({ $wide }) => ($wide ? 'min(960px, 100%)' : 'min(560px, 100%)')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  padding-inline-end: ${({ theme }) => theme.space.xl};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the popup's own controls, never to the page behind it. */
function keepFocusWithin(dialog: HTMLElement, event: KeyboardEvent) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.offsetParent !== null);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === dialog || !dialog.contains(at))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || !dialog.contains(at))) {
    event.preventDefault();
    first.focus();
  }
}

/** A popup closed by its x button, by Escape, or by a click on the backdrop; the keyboard stays inside it. */
export function Modal({ open, title, onClose, children, wide = false }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && dialogRef.current) keepFocusWithin(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} $wide={wide} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <CloseButton type="button" aria-label={t('Close')} onClick={onClose}>
          ×
        </CloseButton>
        <Title id={titleId}>{title}</Title>
        {children}
      </Dialog>
    </Backdrop>
  );
}
