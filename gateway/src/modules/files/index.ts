/**
 * The files module's door for the other modules: it is the one writer of the logos table, so a
 * customer's logos are assigned here (`assignCustomerLogos`), in the caller's transaction.
 */
export { assignCustomerLogos } from './logos.repository.js';
