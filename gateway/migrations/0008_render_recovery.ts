import { sql, type Kysely } from 'kysely';

/**
 * Render path: indexes for the crash-recovery sweep (PENDING snapshots by age) and for
 * the per-project cap on PDF exports (a project's QUEUED/RUNNING jobs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS snapshots_pending_idx ON snapshots (updated_at) WHERE status = 'PENDING'`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS render_jobs_active_idx ON render_jobs (project_id)
    WHERE status IN ('QUEUED', 'RUNNING')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS render_jobs_active_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS snapshots_pending_idx`.execute(db);
}
