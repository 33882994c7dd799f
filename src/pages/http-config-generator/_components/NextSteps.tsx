import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import HighlightedCode from '@site/src/components/HighlightedCode';
import commands from './NextSteps.commands.sh?highlight';
import redteam from './NextSteps.redteam.yaml?highlight';

/** What to do with the generated file. */
export default function NextSteps(): ReactNode {
  return (
    <Section
      id="next-steps"
      title="Run the generated config"
      intro="Save the output as crucibleconfig.yaml in an empty folder. The first eval replays the message you pasted, which confirms the request, the credentials and the response path in one go."
    >
      <div className="row">
        <div className="col col--6">
          <HighlightedCode code={commands} title="Terminal" />
          <p>
            If the output column shows the whole response instead of the reply, adjust
            transformResponse; if every row fails with 401, the variable behind{' '}
            <code>{'{{env.API_KEY}}'}</code> is not set in that shell. The results view listens on
            port 15500.
          </p>
        </div>
        <div className="col col--6">
          <HighlightedCode code={redteam} title="Append to red-team the same endpoint" />
          <p>
            Once the smoke test passes, add more questions under tests, or append a redteam section
            like this one and run <code>npx crucible@latest redteam run</code> to send generated
            attacks through the same request.
          </p>
        </div>
      </div>
      <ul className="margin-top--md">
        <li>
          <Link to="/docs/providers/http/">HTTP target reference</Link>: sessions, OAuth, mTLS,
          streaming and every config option
        </li>
        <li>
          <Link to="/validator/">Config validator</Link>: check an edited config in the browser
        </li>
        <li>
          <Link to="/docs/getting-started/">Getting started</Link>: prompts, tests and assertions
          from the beginning
        </li>
      </ul>
    </Section>
  );
}
