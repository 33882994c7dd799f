/** The name this wrapper's build errors and log lines start with. */
export const PLUGIN_NAME = 'lean-docs-data';
