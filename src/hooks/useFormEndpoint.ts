import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type FormName = 'contact' | 'feedback';

/**
 * The endpoint a form POSTs to, from `customFields.formEndpoints` in docusaurus.config.ts (set by
 * the CRUCIBLE_CONTACT_ENDPOINT and CRUCIBLE_FEEDBACK_ENDPOINT build variables); null when unset.
 */
export default function useFormEndpoint(form: FormName): string | null {
  const {siteConfig} = useDocusaurusContext();
  const endpoints = siteConfig.customFields?.formEndpoints as
    Partial<Record<FormName, string | null>> | undefined;
  return endpoints?.[form] ?? null;
}
