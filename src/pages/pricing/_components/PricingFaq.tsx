import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {pricingFaq} from '@site/src/data/pricing';
import styles from './Pricing.module.css';

export default function PricingFaq(): ReactNode {
  return (
    <div className={styles.faq}>
      {pricingFaq.map((item) => (
        <div key={item.question} className={styles.faqItem}>
          <Heading as="h3" className={styles.question}>
            {item.question}
          </Heading>
          <p>{item.answer}</p>
        </div>
      ))}
    </div>
  );
}
