/** The one function of js-yaml (no types installed) the deployment check uses. */
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
