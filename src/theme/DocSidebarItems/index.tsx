import type {ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {useEvent} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocSidebarItemsType>;
type Item = Parameters<NonNullable<Props['onItemClick']>>[0];

/**
 * The original list of sidebar items (memoized by the theme), given an `onItemClick` that stays the
 * same function while calling the latest one passed in (theme-common's `useEvent`).
 *
 * The mobile menu passes a new `onItemClick` on every render, so the theme's memo never held: on a
 * phone, each docs page rendered every item of its sidebar twice more while it started (once as the
 * menu is filled, again as the navbar takes it), some 880 components on the getting-started page.
 * With a stable handler the memo holds and the second pass is skipped.
 */
export default function DocSidebarItemsWrapper({onItemClick, ...props}: Props): ReactNode {
  const stableOnItemClick = useEvent((item: Item) => onItemClick?.(item));
  return <DocSidebarItems {...props} onItemClick={onItemClick && stableOnItemClick} />;
}
