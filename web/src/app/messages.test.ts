/**
 * The dashboard's messages (PRODUCT.md E, original-spec section 8): every toast and error text
 * a dealer can meet on the dashboard appears word for word in the web app's code, outside tests.
 * A `{name}` placeholder stands for an interpolated value (`${...}` in a template literal).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOAST_DURATION_MS, toastPosition } from '../ui/Toaster';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The dashboard messages of original-spec section 8 and PRODUCT.md D1, D3 to D6. */
const DASHBOARD_MESSAGES = [
  // A1, D1: entry and Get Started; loading the dealer (section 8).
  'Error',
  'error loading dealer data',
  'missing acc id',
  'Missing Account Number',
  'Please wait, loading information',
  'Please provide your company information',
  // D3 My Settings.
  'Information updated.',
  // D4 Reps.
  '{name} added successfully.',
  '{name} edited successfully.',
  '{name} removed',
  // D5 Customers.
  'Edited successfully',
  'Customer Archived',
  'Customer Unarchived',
  // D6 Logos.
  'Logo max size exceeded',
  'error saving the project logo',
  'error deleting the project logo',
  'error removing the default logo',
  // D8 Create Playbook / Create Snapsheet.
  'error init pb',
  'Error creating snapsheet',
  // P4 Publish.
  'error publishing the project',
  // Shared.
  'An error has occurred',
  '404 - Not Found',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The message as a regular expression over source text: quoted, `{name}` as any `${...}`. */
function pattern(message: string): RegExp {
  const parts = message.split('{name}').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (parts.length === 1) return new RegExp(`(['"\`])${parts[0]}\\1`);
  return new RegExp(`\`${parts.join('\\$\\{[^}]+\\}')}\``);
}

describe('dashboard messages (E)', () => {
  const code = sourceFiles(SRC)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it.each(DASHBOARD_MESSAGES)('%s appears word for word in the web app', (message) => {
    expect(code).toMatch(pattern(message));
  });

  it('shows toasts for 5000 ms, in a corner of a wide window and across the top of a phone', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toastPosition(true)).toBe('bottom-right');
    expect(toastPosition(false)).toBe('top-center');
  });
});
