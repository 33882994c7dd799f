crucible guardrails -c crucibleconfig.yaml
