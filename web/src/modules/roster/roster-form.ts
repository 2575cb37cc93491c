/**
 * The roster editing form (L2): one row per size line (size, quantity, player name, player
 * number) as text fields, checked like the server checks them (size offered, quantity a whole
 * number 0..10000, name at most 40 characters, number 1 to 3 digits) and at least one garment in
 * all. Server input errors `sizeLines.N.<field>` land on row N's field.
 */
import { z } from 'zod';
import type { SizeLineInput } from '../../gql/graphql';
import { MAX_LINE_QUANTITY } from '../locker/size-lines';

export interface RosterLineValues {
  size: string;
  quantity: string;
  playerName: string;
  playerNumber: string;
  /** The dealer's mark: made without a name or number (a design that prints them asks the others). */
  blank?: boolean;
}

export interface RosterFormValues {
  lines: RosterLineValues[];
}

/** A text field of a roster row (the API's `SizeLineInput` names). */
export type RosterLineField = Exclude<keyof RosterLineValues, 'blank'>;

const FIELDS: readonly RosterLineField[] = ['size', 'quantity', 'playerName', 'playerNumber'];

/** The form's checks for a product offering `sizes`. */
export function rosterFormSchema(sizes: readonly string[]) {
  const line = z.object({
    size: z.string().refine((s) => sizes.includes(s), 'Choose a size'),
    quantity: z
      .string()
      .trim()
      .refine(
        (q) => /^\d{1,5}$/.test(q) && Number(q) <= MAX_LINE_QUANTITY,
        `Quantity must be 0 to ${MAX_LINE_QUANTITY}`,
      ),
    playerName: z.string().trim().max(40, 'At most 40 characters'),
    playerNumber: z
      .string()
      .trim()
      .refine((n) => /^\d{0,3}$/.test(n), '1 to 3 digits'),
    blank: z.boolean().optional(),
  });
  return z.object({
    lines: z
      .array(line)
      .min(1, 'Keep at least one line')
      .refine((lines) => lines.reduce((n, l) => n + (Number(l.quantity) || 0), 0) >= 1, 'Add at least one garment'),
  });
}

/** Form rows of saved size lines. */
export function toFormLines(
  lines: readonly {
    size: string;
    quantity: number;
    playerName?: string | null;
    playerNumber?: string | null;
    blank?: boolean | null;
  }[],
): RosterLineValues[] {
  return lines.map((l) => ({
    size: l.size,
    quantity: String(l.quantity),
    playerName: l.playerName ?? '',
    playerNumber: l.playerNumber ?? '',
    ...(l.blank ? { blank: true } : {}),
  }));
}

/** A new row: the base size (or the first size), quantity 1, no player. */
export function newFormLine(sizes: readonly string[], baseSize: string): RosterLineValues {
  return {
    size: sizes.includes(baseSize) ? baseSize : (sizes[0] ?? baseSize),
    quantity: '1',
    playerName: '',
    playerNumber: '',
  };
}

/** The rows as `updateLockerItem` takes them: trimmed, empty names and numbers as null, the blank mark kept. */
export function toSizeLineInputs(lines: readonly RosterLineValues[]): SizeLineInput[] {
  return lines.map((l) => ({
    size: l.size,
    quantity: Number(l.quantity.trim()),
    playerName: l.playerName.trim() || null,
    playerNumber: l.playerNumber.trim() || null,
    ...(l.blank ? { blank: true } : {}),
  }));
}

/** Total garments of the rows (rows with no valid quantity count 0). */
export function formTotal(lines: readonly Pick<RosterLineValues, 'quantity'>[]): number {
  return lines.reduce((n, l) => n + (/^\d+$/.test(l.quantity.trim()) ? Number(l.quantity) : 0), 0);
}

/**
 * Server input errors (`fieldErrors`) as form paths: `sizeLines.2.size` -> `lines.2.size`.
 * Other fields are returned under `other`.
 */
export function serverRowErrors(errors: Record<string, string>): {
  rows: { index: number; field: RosterLineField; message: string }[];
  other: string[];
} {
  const rows: { index: number; field: RosterLineField; message: string }[] = [];
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const m = /^sizeLines\.(\d+)\.(\w+)$/.exec(path);
    const field = m?.[2] as RosterLineField | undefined;
    if (m && field && FIELDS.includes(field)) rows.push({ index: Number(m[1]), field, message });
    else other.push(message);
  }
  return { rows, other };
}
