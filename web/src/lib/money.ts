/**
 * Money display (L3). Every amount in the API is integer cents; the client only formats them
 * and never computes a price it sends back. The formatter is the one the gateway's emails use.
 */
export { formatCents } from '@tas/rules';
