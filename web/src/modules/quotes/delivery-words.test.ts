import { describe, expect, it } from 'vitest';
import {
  proofLinkWords,
  proofsSentToast,
  quoteRequestedWords,
  REQUEST_QUOTE_INTRO,
  sendProofsQuestion,
} from './delivery-words';

describe('what is said of an email', () => {
  it('says the proofs were emailed only when they were', () => {
    expect(proofsSentToast(true, 'sam@club.example')).toBe('Proofs sent to sam@club.example');
    expect(proofsSentToast(false, 'sam@club.example')).toBe('Not emailed: copy this link to your customer');
    expect(proofLinkWords(false, 'sam@club.example', 'Dec 19, 2026')).toEqual({
      title: 'Not emailed',
      text: 'Not emailed: copy this link to your customer (sam@club.example). This site sends no email. The link is open until Dec 19, 2026 and shown only now.',
    });
    expect(proofLinkWords(true, 'sam@club.example', 'Dec 19, 2026').title).toBe('Proofs sent');
  });

  it('asks to email only where email goes', () => {
    expect(sendProofsQuestion(true, 'the proof', 'sam@club.example')).toBe(
      'Email the proof to sam@club.example for approval?',
    );
    expect(sendProofsQuestion(false, 'the proof', 'sam@club.example')).not.toMatch(/^Email /);
  });

  it('promises the customer no email where none goes', () => {
    expect(quoteRequestedWords(true, 'sam@club.example', 'AbCdEfGhIjKlMnOpQrSt')).toBe(
      'They will reply to sam@club.example.',
    );
    expect(quoteRequestedWords(false, 'sam@club.example', 'AbCdEfGhIjKlMnOpQrSt')).toBe(
      'This site sends no email: the dealer has your request and your contact details (sam@club.example) and will be in touch. ' +
        'Keep this locker\'s code, AbCdEfGhIjKlMnOpQrSt, to open it again on any device ("Open my locker").',
    );
    expect(REQUEST_QUOTE_INTRO).not.toMatch(/email/i);
  });
});
