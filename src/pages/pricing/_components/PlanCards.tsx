import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {plans} from '@site/src/data/pricing';
import styles from './Pricing.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** One card per plan with its price, highlights and button. */
export default function PlanCards(): ReactNode {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={clsx(styles.plan, plan.id === 'enterprise' && styles.planFeatured)}
        >
          <Heading as="h3" className={styles.planName}>
            {plan.name}
          </Heading>
          <p className={styles.price}>{plan.price}</p>
          <p className={styles.priceNote}>{plan.priceNote}</p>
          <p>{plan.summary}</p>
          <ul className={styles.highlights}>
            {plan.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link
            className={clsx(
              'button button--lg button--block',
              plan.id === 'enterprise' ? 'button--primary' : 'button--secondary',
            )}
            to={plan.cta.to}
          >
            {plan.cta.label}
            <VisuallyHidden>: {plan.name} plan</VisuallyHidden>
          </Link>
        </li>
      ))}
    </ul>
  );
}
