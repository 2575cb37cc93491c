/**
 * The emails the e2e servers' SMTP server accepted (e2e/serve.mjs), read by the specs: each a
 * JSON file in the mail directory of the servers' port, in the order they arrived.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2eMailDir } from './mail-dir.mjs';

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every email accepted so far by the SMTP server of the servers at `baseURL`. */
export function mailsOf(baseURL: string): Mail[] {
  const dir = e2eMailDir(Number(new URL(baseURL).port)) as string;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Mail);
}

/**
 * Waits (up to 60 s) until exactly `count` emails to `to` have a subject matching `subject`, and
 * answers the last of them (the newest).
 */
export async function mailTo(baseURL: string, to: string, subject: string | RegExp, count = 1): Promise<Mail> {
  const matches = () =>
    mailsOf(baseURL).filter(
      (m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
    );
  await expect
    .poll(() => matches().length, {
      timeout: 60_000,
      message: `${count} email(s) to ${to}: ${subject} (to them so far: ${mailsOf(baseURL)
        .filter((m) => m.to.includes(to))
        .map((m) => m.subject)
        .join(' | ')})`,
    })
    .toBe(count);
  return matches().at(-1)!;
}

/** The first link of a text body that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string | undefined {
  return text.split(/\s+/).find((word) => word.startsWith(prefix));
}
