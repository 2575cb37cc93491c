/** Column types shared by the tables. */
import type { ColorPalette, ContentType, ProjectType, View } from '@tas/rules';
import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or an ISO string (the default when omitted on insert). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column of shape `T`: read parsed, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

/** The schema's enums as stored (generated from schema/*.graphql into @tas/rules). */
export type { ColorPalette };
export type ProjectTypeValue = ProjectType;
export type ContentTypeValue = ContentType;
export type ViewValue = View;
