import {useCallback, useRef, useState, type ComponentType} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';

/** Props the search bar gives its modal. */
export type SearchModalProps = {onClose: () => void};

type ModalModule = {default: ComponentType<SearchModalProps>};

const noop = () => {};

/**
 * The search modal's state for the search bar: open and closed by the button and the shortcuts
 * (Ctrl/Cmd+K and /, Escape), with its code loaded on first use. `load` imports the modal's
 * module; it is the only link to it, so the modal, DocSearch's modal and the search client stay
 * out of the JavaScript every page loads. `preload` starts that download when the reader moves
 * towards the button; `open` calls `onOpen` at once (to start what the modal will need while its
 * code downloads) and shows the modal once its code is there (a failed download leaves it closed,
 * and the next open tries again); `close` hands focus back to the button.
 */
export function useSearchModal(load: () => Promise<ModalModule>, onOpen: () => void = noop) {
  const [Modal, setModal] = useState<ModalModule['default'] | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const preload = useCallback(() => {
    load().catch(noop);
  }, [load]);
  const open = useCallback(() => {
    onOpen();
    load().then((module) => {
      setModal(() => module.default);
      setIsOpen(true);
    }, noop);
  }, [load, onOpen]);
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  // The site has no Ask AI in local mode, so the shortcuts never toggle it.
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

  return {buttonRef, Modal: isOpen ? Modal : null, preload, open, close};
}
