/**
 * The control-character rules of text input, shared by the GraphQL argument
 * check (plugins/input-text.ts) and the roster file import (lockers/roster-file.ts).
 */

/** Any C0 control character (U+0000 to U+001F): refused in IDs. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const ID_CONTROL = /[\u0000-\u001f]/;
/** C0 control characters except tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The message of a refusal, naming the first character of `value` that `pattern` finds as `U+XXXX`. */
export function controlCharacterMessage(value: string, pattern: RegExp): string {
  const found = pattern.exec(value)?.[0] ?? '\u0000';
  const code = found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return `Control characters are not allowed (U+${code})`;
}
