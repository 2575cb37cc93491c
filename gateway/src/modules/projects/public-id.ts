/**
 * Project ids of public URLs and of the API (A5): 16 characters of a 57-letter
 * alphabet without look-alikes, about 93 random bits, so ids cannot be counted or guessed.
 * The integer primary key never leaves the gateway.
 */
import { customAlphabet } from 'nanoid';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A new random project id (16 characters). */
export const newProjectPublicId = customAlphabet(ALPHABET, 16);

const SHAPE = /^[2-9A-HJ-NP-Za-km-z]{16}$/;

/** True when `id` has the shape of a project id; anything else can be answered NOT_FOUND at once. */
export function isProjectPublicId(id: string): boolean {
  return SHAPE.test(id);
}
