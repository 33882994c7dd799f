import {useState, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof DocSidebarMobileType>;

/** The sidebar the menu lists until it is first opened: none. */
const NOT_OPENED_YET: Props['sidebar'] = [];

/**
 * The docs menu of the mobile navbar, with its items rendered once the visitor first opens it.
 *
 * On a phone the theme fills the navbar's hidden menu with the whole sidebar as soon as a docs
 * page starts, some 900 components on the getting-started page, in one task while the page is
 * still busy hydrating. Most visitors never open the menu. Opening it sets `shown`, which renders
 * the items in the same update as the menu itself, before it paints; from then on they stay.
 */
export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return <DocSidebarMobile {...props} sidebar={opened ? props.sidebar : NOT_OPENED_YET} />;
}
