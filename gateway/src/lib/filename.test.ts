import { describe, expect, it } from 'vitest';
import { contentDisposition, MAX_FILENAME_LENGTH, safeFilename } from './filename.js';

describe('safeFilename (P7)', () => {
  it('keeps a plain title and adds the extension', () => {
    expect(safeFilename('Riverside Fall Catalog', 'playbook')).toBe('Riverside Fall Catalog.pdf');
    expect(safeFilename('Équipe Été 2026', 'playbook')).toBe('Équipe Été 2026.pdf');
  });

  it('turns path separators, reserved characters and quotes into spaces and drops control characters', () => {
    expect(safeFilename('Fall/Winter "Home" Kit', 'playbook')).toBe('Fall Winter Home Kit.pdf');
    expect(safeFilename("..\\..\\etc/passwd's", 'playbook')).toBe('etc passwd s.pdf');
    expect(safeFilename('a:b*c?d<e>f|g`h', 'x')).toBe('a b c d e f g h.pdf');
    expect(safeFilename('Team\u0000\u0007\u001b[31m\u202eName\u200b\r\n', 'x')).toBe('Team[31mName.pdf');
  });

  it('falls back when nothing is left, and for device names', () => {
    expect(safeFilename('', 'playbook')).toBe('playbook.pdf');
    expect(safeFilename(null, 'snapsheet')).toBe('snapsheet.pdf');
    expect(safeFilename(' ... / " ', 'playbook')).toBe('playbook.pdf');
    expect(safeFilename('CON', 'snapsheet')).toBe('snapsheet.pdf');
  });

  it('does not double the extension', () => {
    expect(safeFilename('Catalog.PDF', 'playbook')).toBe('Catalog.pdf');
    expect(safeFilename('Catalog.pdf.pdf', 'playbook')).toBe('Catalog.pdf.pdf');
  });

  it('keeps at most 100 characters with the extension, cut on code points', () => {
    const long = safeFilename('x'.repeat(300), 'playbook');
    expect(long).toBe(`${'x'.repeat(96)}.pdf`);
    const emoji = safeFilename('🏈'.repeat(120), 'playbook');
    expect([...emoji]).toHaveLength(MAX_FILENAME_LENGTH);
    expect(emoji).toBe(`${'🏈'.repeat(96)}.pdf`);
    // A cut that ends on a space or a dot does not leave it at the end.
    expect(safeFilename(`${'a'.repeat(95)} b`, 'playbook')).toBe(`${'a'.repeat(95)}.pdf`);
  });
});

describe('contentDisposition', () => {
  it('names the attachment in ASCII and in UTF-8 (RFC 6266)', () => {
    expect(contentDisposition('Riverside Fall Catalog.pdf')).toBe(
      `attachment; filename="Riverside Fall Catalog.pdf"; filename*=UTF-8''Riverside%20Fall%20Catalog.pdf`,
    );
    expect(contentDisposition('Équipe (A).pdf')).toBe(
      `attachment; filename="_quipe (A).pdf"; filename*=UTF-8''%C3%89quipe%20%28A%29.pdf`,
    );
  });
});
