import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape and the close button call it; omit for modals that must be answered. */
  onClose?: () => void;
  closeLabel?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A dialog that takes focus, keeps Tab inside, closes on Escape and gives focus back. */
export function Modal({ title, children, onClose, closeLabel }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>(focusable);
    (first ?? ref.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          {onClose && closeLabel ? (
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
