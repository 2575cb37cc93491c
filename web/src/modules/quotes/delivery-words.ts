/**
 * What the dealer and the customer are told of an email, as the gateway answers whether one goes
 * (`ProofDelivery.emailed`, `Quote.emailsDelivered`): where the site sends no email (no SMTP
 * server set), nothing may say or promise that one was sent.
 */

/** The toast after sending proofs to `email`. */
export function proofsSentToast(emailed: boolean, email: string): string {
  return emailed ? `Proofs sent to ${email}` : 'Not emailed: copy this link to your customer';
}

/** The title and text of the dialog showing the proof link (open until `until`, a formatted date). */
export function proofLinkWords(emailed: boolean, email: string, until: string): { title: string; text: string } {
  return emailed
    ? {
        title: 'Proofs sent',
        text: `${email} gets an email with this link, open until ${until}. It is shown only now.`,
      }
    : {
        title: 'Not emailed',
        text: `Not emailed: copy this link to your customer (${email}). This site sends no email. The link is open until ${until} and shown only now.`,
      };
}

/** What the send-proofs dialog asks before sending `what` ('the proof', 'the proofs of 2 items') to `email`. */
export function sendProofsQuestion(emailsDelivered: boolean, what: string, email: string): string {
  return emailsDelivered
    ? `Email ${what} to ${email} for approval?`
    : `This site sends no email: ${what} will not be emailed to ${email}. Send and copy the link to your customer?`;
}

/** What the request-a-quote dialog says before sending: no promise of an email (whether one goes is told after). */
export const REQUEST_QUOTE_INTRO =
  'Send this locker to the dealer, who will prepare a quote for these items and get in touch with you.';

/**
 * The customer's confirmation of a quote request sent to the dealer, replies going to `email`;
 * where no email goes, what happens instead, and the locker's code (`lockerCode`) that opens it
 * again on any device.
 */
export function quoteRequestedWords(emailsDelivered: boolean, email: string, lockerCode: string): string {
  return emailsDelivered
    ? `They will reply to ${email}.`
    : `This site sends no email: the dealer has your request and your contact details (${email}) and will be in touch. ` +
        `Keep this locker's code, ${lockerCode}, to open it again on any device ("Open my locker").`;
}
