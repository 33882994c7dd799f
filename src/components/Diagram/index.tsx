import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** Site-absolute path of the SVG under static/, e.g. `/img/diagrams/mcp-proxy.svg`. */
  src: string;
  /** What the diagram shows, in a sentence a screen-reader user can act on. */
  alt: string;
  width: number;
  height: number;
};

/** One of our own SVG diagrams on a marketing page: framed, scaled to its column. */
export default function Diagram({src, alt, width, height}: Props): ReactNode {
  return (
    <img
      src={useBaseUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      className={styles.diagram}
    />
  );
}
