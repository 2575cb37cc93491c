/**
 * The statements that change a project's row or its logos on behalf of each kind's module
 * (snapsheets, playbooks, showrooms, stores) and of the files module: the projects module is
 * the only writer of `projects` and `project_logos`, and the others reach these through its door
 * (`index.ts`). Every function takes the executor (the database or a transaction).
 */
import type { Insertable, RawBuilder, Updateable } from 'kysely';
import type { Executor } from '../../db/index.js';
import type { ProjectRow, ProjectsTable, ProjectTypeValue } from '../../db/types.js';

/**
 * The project row `id` (which must exist), locked against other changes until `exec`'s
 * transaction ends. FOR NO KEY UPDATE: a change never touches the id, so rows that reference the
 * project (orders, jobs, a store's lines) may still be inserted meanwhile, and a transaction that
 * holds a store's row and inserts such a row does not wait for the project's.
 */
export function lockProjectRow(exec: Executor, id: number): Promise<ProjectRow> {
  return exec.selectFrom('projects').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirstOrThrow();
}

/** Marks project `id` changed now (`updated_at`); answers its row (which must exist). */
export function touchProject(exec: Executor, id: number): Promise<ProjectRow> {
  return exec
    .updateTable('projects')
    .set({ updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets project `id`'s columns. */
export async function setProjectColumns(exec: Executor, id: number, values: Updateable<ProjectsTable>): Promise<void> {
  await exec.updateTable('projects').set(values).where('id', '=', id).execute();
}

/** Sets project `id`'s columns; answers its row as it is now (which must exist). */
export function updateProjectColumns(
  exec: Executor,
  id: number,
  values: Updateable<ProjectsTable>,
): Promise<ProjectRow> {
  return exec.updateTable('projects').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Renames project `projectId` when it is of `type` (its title and team name, each when given),
 * as of `now`; a kind whose own rows carry the project's names (a store) keeps both in step.
 */
export async function renameProjectOfType(
  exec: Executor,
  projectId: number,
  type: ProjectTypeValue,
  names: { title?: string | undefined; team_name?: string | undefined },
  now: Date,
): Promise<void> {
  await exec
    .updateTable('projects')
    .set({
      ...(names.title !== undefined ? { title: names.title } : {}),
      ...(names.team_name !== undefined ? { team_name: names.team_name } : {}),
      updated_at: now,
    })
    .where('id', '=', projectId)
    .where('type', '=', type)
    .execute();
}

/**
 * Inserts a project of a kind the dealer has one of (a showroom, P6) unless the dealer has one:
 * `onePerDealer` is the predicate of the kind's partial unique index on `dealer_id` (a literal,
 * so that the index is inferred), which the kind's module declares. Undefined when it had one.
 */
export function insertProjectOncePerDealer(
  exec: Executor,
  values: Insertable<ProjectsTable>,
  onePerDealer: RawBuilder<boolean>,
): Promise<ProjectRow | undefined> {
  return exec
    .insertInto('projects')
    .values(values)
    .onConflict((oc) => oc.column('dealer_id').where(onePerDealer).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Sets the columns of the dealer's one project of `type` (a showroom, P6); answers the row. */
export function updateDealerProjectOfType(
  exec: Executor,
  dealerId: number,
  type: ProjectTypeValue,
  values: Updateable<ProjectsTable>,
): Promise<ProjectRow> {
  return exec
    .updateTable('projects')
    .set(values)
    .where('type', '=', type)
    .where('dealer_id', '=', dealerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets project `id`'s settings (JSON, the kind's own: a showroom's) and `updated_at`; answers the row. */
export function updateProjectSettings(exec: Executor, id: number, settingsJson: string): Promise<ProjectRow> {
  return exec
    .updateTable('projects')
    .set({ settings: settingsJson, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets (a logo id) or clears (null) project `projectId`'s default logo, and its `updated_at`. */
export async function setProjectDefaultLogo(exec: Executor, projectId: number, logoId: number | null): Promise<void> {
  await exec
    .updateTable('projects')
    .set({ default_logo_id: logoId, updated_at: new Date() })
    .where('id', '=', projectId)
    .execute();
}

/** Makes logo `logoId` one of project `projectId`'s logos (fails when it already is). */
export async function insertProjectLogo(exec: Executor, projectId: number, logoId: number): Promise<void> {
  await exec.insertInto('project_logos').values({ project_id: projectId, logo_id: logoId }).execute();
}

/** Takes logo `logoId` out of project `projectId`'s logos (the default logo is left as it is). */
export async function deleteProjectLogo(exec: Executor, projectId: number, logoId: number): Promise<void> {
  await exec.deleteFrom('project_logos').where('project_id', '=', projectId).where('logo_id', '=', logoId).execute();
}
