import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MARKDOWN_CONTENT_TYPE, markdownUrl} from '@site/plugins/markdown-pages/markdownUrl';
import type MenuType from './Menu';
import styles from './styles.module.css';

type Props = {
  /** The page's permalink; its Markdown copy is at markdownUrl(permalink). */
  permalink: string;
  title: string;
  /** How the slot sits beside the title: floated right of it (docs) or in its row (posts). */
  placement: 'float' | 'inline';
};

/**
 * Where a page with a Markdown copy says so: the `<link rel="alternate">` to the copy in the head,
 * and the page menu beside the title. The menu needs JavaScript, so it is loaded after the page
 * starts, as a chunk of its own that only these pages load; the server renders the empty slot it
 * fills, sized to it, so nothing moves when it appears.
 */
export default function PageMenuSlot({permalink, title, placement}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [Menu, setMenu] = useState<ComponentType<Parameters<typeof MenuType>[0]> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./Menu').then(({default: loaded}) => {
      if (mounted) setMenu(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const path = markdownUrl(permalink);
  const url = `${siteConfig.url.replace(/\/$/, '')}${path}`;
  return (
    <>
      <Head>
        <link rel="alternate" type={MARKDOWN_CONTENT_TYPE.split(';')[0]} href={url} />
      </Head>
      <div className={clsx(styles.slot, styles[placement])}>
        {Menu && <Menu markdownPath={path} markdownUrl={url} title={title} />}
      </div>
    </>
  );
}
