# Record every tool call the agent makes while the scan runs
crucible mcp proxy --target "node servers/tickets.js" --log traffic.jsonl &
crucible redteam run -c crucibleconfig.yaml
crucible redteam report
