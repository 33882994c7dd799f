/**
 * The sample eval behind the results grid on the home page and the web UI docs: the ticket-triage
 * config the home page shows (src/pages/_components/home/ConfigExample.config.yaml), run once on
 * each of its providers. Prompts, providers, tests and assertions repeat that file, and a unit test
 * holds them to it; the outputs, scores and reasons are what a run would record. Verdicts, pass
 * rates and totals are computed (src/lib/results/evalResults.ts), never written here.
 */
import type {EvalSample} from '@site/src/lib/results/evalResults';

export const ticketTriageEval: EvalSample = {
  description: 'One-line triage summaries for incoming support tickets',
  prompts: [
    'Summarise this support ticket in one line that starts with a priority (urgent, normal or low). Ticket: {{ticket}}',
  ],
  providers: ['openai:chat:gpt-4.1-mini', 'ollama:chat:llama3.3'],
  tests: [
    {
      description: 'A checkout outage is marked urgent',
      vars: {ticket: 'Checkout has returned HTTP 502 for every customer in the EU since 09:40.'},
      assert: [
        {type: 'icontains', value: 'urgent'},
        {
          type: 'llm-rubric',
          value: 'Names the affected region and the failing step in a single sentence.',
          threshold: 0.8,
        },
      ],
    },
    {
      description: 'A double charge gets no invented refund promise',
      vars: {ticket: 'I was charged twice for order 88213. Please sort it out.'},
      assert: [
        {type: 'contains', value: '88213'},
        {type: 'javascript', value: '!/refund (has been|was) (issued|processed)/i.test(output)'},
      ],
    },
    {
      description: 'A feature request is not escalated',
      vars: {
        ticket:
          'Could the invoice PDF show our VAT number under the company address? Our accountant keeps asking.',
      },
      assert: [{type: 'not-icontains', value: 'urgent'}],
    },
  ],
  cells: [
    [
      {
        output: 'Urgent: checkout has returned HTTP 502 for every EU customer since 09:40.',
        grades: [{score: 1}, {score: 0.9}],
      },
      {
        output: 'Urgent: checkout is down and customers are getting 502 errors.',
        grades: [
          {score: 1},
          {
            score: 0.5,
            reason:
              'Names the failing step, checkout, but not the region: nothing says the errors are limited to EU customers.',
          },
        ],
      },
    ],
    [
      {
        output:
          'Normal: customer charged twice for order 88213 asks for the duplicate payment to be reversed.',
        grades: [{score: 1}, {score: 1}],
      },
      {
        output: 'Normal: double charge on order 88213, customer wants one payment refunded.',
        grades: [{score: 1}, {score: 1}],
      },
    ],
    [
      {
        output:
          'Low: customer asks for the VAT number to appear under the company address on invoice PDFs.',
        grades: [{score: 1}],
      },
      {
        output: 'Urgent: customer needs their VAT number added to invoices for their accountant.',
        grades: [{score: 0, reason: 'Expected output not to contain "urgent"'}],
      },
    ],
  ],
};
