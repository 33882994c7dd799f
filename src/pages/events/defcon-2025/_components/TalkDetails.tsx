import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {agentStudy as study} from '@site/src/data/events';
import styles from './TalkDetails.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import reproduce from './TalkDetails.reproduce.sh?highlight';

/** The DEF CON 33 talk: how the agent study worked, what it found, and how to rerun it. */
export default function TalkDetails(): ReactNode {
  return (
    <Section
      id="the-talk"
      title="The talk"
      intro={
        <>
          “{study.talkTitle}”, presented by {study.speaker} in the AI Village on Saturday 9 August.
        </>
      }
    >
      <div className={styles.layout}>
        <div>
          <Heading as="h3" className={styles.subheading}>
            How the study worked
          </Heading>
          <p>
            For five months our research team attacked {study.deployments} agent deployments:{' '}
            {study.designPartnerDeployments} from design partners who agreed to share anonymised
            results, and {study.openSourceDeployments} open-source agent projects we set up with
            realistic tools. Each target held between {study.toolsPerTarget.min} and{' '}
            {study.toolsPerTarget.max} tools, most of them behind MCP servers.
          </p>
          <p>
            Every test ran in staging against synthetic accounts. We wrote a <code>purpose</code>{' '}
            for each agent, generated {study.attacksPerTarget.min} to {study.attacksPerTarget.max}{' '}
            attacks per target and logged each tool call through <code>crucible mcp proxy</code>.
            The rule that shaped the results: a finding counted only if a harmful tool call actually
            went through, not if the agent merely said it would do something harmful.
          </p>
        </div>
        <div>
          <Heading as="h3" className={styles.subheading}>
            What we found
          </Heading>
          <div className={styles.findingsScroll}>
            <table className={styles.findings}>
              <caption className={styles.caption}>
                Deployments where each problem appeared at least once, out of {study.deployments}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Finding</th>
                  <th scope="col">Deployments</th>
                  <th scope="col">Found with</th>
                </tr>
              </thead>
              <tbody>
                {study.findings.map((row) => (
                  <tr key={row.finding}>
                    <th scope="row">{row.finding}</th>
                    <td className={styles.count}>{row.deployments}</td>
                    <td>{row.technique}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <Heading as="h3" className={styles.subheading}>
        Run the same tests on your agent
      </Heading>
      <p className={styles.narrow}>
        Everything in the talk uses the open-source CLI. Wrap your agent as a provider that runs one
        full turn with its tools, describe what its users may do in <code>redteam.purpose</code>,
        and start its MCP servers behind the proxy so the report can judge what the agent did:
      </p>
      <HighlightedCode code={reproduce} />
      <ul className={styles.links}>
        <li>
          <Link to="/red-teaming/">Red-teaming plugins and strategies for agents</Link>
        </li>
        <li>
          <Link to="/mcp/">What the MCP proxy checks</Link>
        </li>
      </ul>
    </Section>
  );
}
