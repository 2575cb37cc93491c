/**
 * Fuzz, one of two files run side by side: a visitor with its key, a
 * passcode session of the dealer's snapsheet and the dealer (fuzz/run.ts says what is generated
 * and checked).
 */
import { defineFuzz } from './fuzz/run.js';

defineFuzz(['visitorWithKey', 'passcode', 'dealer']);
