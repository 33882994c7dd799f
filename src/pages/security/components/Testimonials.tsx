import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityTestimonials} from '@site/src/data/security';
import styles from './Testimonials.module.css';

/** Illustrative quotes from fictional roles, labelled as such in the intro and in each caption. */
export function TestimonialsSection(): ReactNode {
  return (
    <Section
      id="in-practice"
      tone="muted"
      title="What it looks like in practice"
      intro="These quotes are illustrative: we wrote them to show typical ways security teams use Crucible, and the roles are fictional rather than named customers."
    >
      <ul className={styles.quotes}>
        {securityTestimonials.map((testimonial) => (
          <li key={testimonial.role}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                {testimonial.role}
                <span className={styles.note}>Illustrative, fictional role</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function TestimonialsPage(): ReactNode {
  return (
    <Layout
      title="How security teams use Crucible"
      description="Illustrative scenarios, attributed to fictional roles, of AppSec and platform teams running Crucible scans and the MCP proxy."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="How security teams use Crucible"
          lead="Three short scenarios: a scan that runs after every deploy, a review board that needed data to stay in-house, and an agent whose tool traffic nobody had seen before."
        >
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <TestimonialsSection />
      </main>
    </Layout>
  );
}
