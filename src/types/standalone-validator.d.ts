// A JSON Schema imported with `?validator=<name>`: its validate function, compiled at build time
// (plugins/build-time-validators), one declaration per option set the generator knows.
declare module '*?validator=all' {
  const validate: import('@site/plugins/build-time-validators/standaloneValidator').StandaloneValidateFunction;
  export default validate;
}

declare module '*?validator=first' {
  const validate: import('@site/plugins/build-time-validators/standaloneValidator').StandaloneValidateFunction;
  export default validate;
}
