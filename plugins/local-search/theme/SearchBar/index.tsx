import React, {useCallback, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {pageIndexLoader, preloadIndex} from '../../client/indexLoader';
import {useLocalSearchData} from '../../client/useLocalSearchData';
import {useSearchModal} from '../../client/useSearchModal';
// DocSearch's styles from their own package: @docsearch/react declares itself free of side
// effects, so the bundler drops a plain `import '@docsearch/react/style'`.
import '@docsearch/css';
import './styles.css';

/** The modal's code: loaded when the reader heads for the button, never with the page. */
const loadModal = () => import('./Modal');

/**
 * The navbar's search: DocSearch's button, which opens the modal over the local index (also with
 * Ctrl/Cmd+K or /). Only the button, the shortcuts and the index loader load with every page;
 * opening search starts loading the index and the modal's code side by side.
 */
export default function SearchBar(): ReactNode {
  const {indexPath} = useLocalSearchData();
  const loadIndex = useCallback(() => preloadIndex(pageIndexLoader(indexPath)), [indexPath]);
  const {buttonRef, Modal, preload, open, close} = useSearchModal(loadModal, loadIndex);
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onFocus={preload}
        onMouseOver={preload}
        onTouchStart={preload}
      />
      {Modal && <Modal onClose={close} />}
    </>
  );
}
