import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import styles from './Press.module.css';

/** Logo download and the few rules for using the name and colours. */
export default function PressKit(): ReactNode {
  return (
    <Section
      title="Press kit"
      intro="Use the logo and name to refer to Crucible in articles, talks and slides. Do not use them in a way that suggests we endorse your product."
    >
      <div className="row">
        <div className="col col--4">
          <Heading as="h3">Logo</Heading>
          <p>
            One vector file that scales to any size. Leave clear space around it at least as wide as
            the mark itself, and do not recolour, rotate or stretch it.
          </p>
          {/* pathname:// serves the static file as is, outside the client-side router. */}
          <Link
            className="button button--primary"
            to="pathname:///img/logo.svg"
            download="crucible-logo.svg"
          >
            Download the logo (SVG)
          </Link>
        </div>
        <div className="col col--4">
          <Heading as="h3">Name</Heading>
          <ul>
            <li>
              The product is <strong>Crucible</strong>, with a capital C.
            </li>
            <li>
              The command is <code>crucible</code>, in lower case, as typed in a terminal.
            </li>
            <li>
              The company is <strong>Crucible, Inc.</strong>; the paid edition is{' '}
              <strong>Crucible Enterprise</strong>.
            </li>
          </ul>
        </div>
        <div className="col col--4">
          <Heading as="h3">Colours</Heading>
          <ul className={styles.swatches}>
            <li>
              <span className={styles.swatch} style={{background: '#c2410c'}} aria-hidden="true" />
              Crucible orange <code>#c2410c</code>
            </li>
            <li>
              <span className={styles.swatch} style={{background: '#7c2d12'}} aria-hidden="true" />
              Ember <code>#7c2d12</code>
            </li>
            <li>
              <span className={styles.swatch} style={{background: '#fff7ed'}} aria-hidden="true" />
              Ash <code>#fff7ed</code>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
