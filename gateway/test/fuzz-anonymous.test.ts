/**
 * Fuzz, one of two files run side by side: a visitor without a key, a PDF
 * job's print grant and the dealer (fuzz/run.ts says what is generated and checked).
 */
import { defineFuzz } from './fuzz/run.js';

defineFuzz(['visitor', 'print', 'dealer']);
