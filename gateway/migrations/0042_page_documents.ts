import { sql, type Kysely } from 'kysely';

/**
 * A PDF job of a page its module prints of its project (a store's closing documents) stores the
 * page's print path and key (`{ projectId, page, pageKey }`) instead of the store's document
 * fields (`{ projectId, storeDocument, storeId, round }`): the render module prints any module's
 * page without knowing what it is. Jobs stored before are rewritten to the new shape, and back on
 * the way down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE render_jobs SET input = jsonb_build_object(
      'projectId', input->'projectId',
      'page', '/print/stores/' || (input->>'storeId') || CASE input->>'storeDocument'
        WHEN 'PAYOUT_STATEMENT' THEN '/payout-statement'
        WHEN 'PACKING_LIST' THEN '/packing-list/' || coalesce(input->>'round', '1')
        ELSE '/bag-labels/' || coalesce(input->>'round', '1') END,
      'pageKey', (input->>'storeDocument') || CASE input->>'storeDocument'
        WHEN 'PAYOUT_STATEMENT' THEN '' ELSE ':' || coalesce(input->>'round', '1') END)
    WHERE input->>'storeDocument' IS NOT NULL AND input->>'storeId' IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE render_jobs SET input = jsonb_strip_nulls(jsonb_build_object(
      'projectId', input->'projectId',
      'storeDocument', split_part(input->>'pageKey', ':', 1),
      'storeId', split_part(input->>'page', '/', 4),
      'round', CASE WHEN split_part(input->>'pageKey', ':', 2) = '' THEN NULL
        ELSE split_part(input->>'pageKey', ':', 2)::integer END))
    WHERE input->>'page' LIKE '/print/stores/%' AND input->>'pageKey' IS NOT NULL`.execute(db);
}
