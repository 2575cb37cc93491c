/**
 * The projects module's door for the other modules: the lookups they share (a project by id, the
 * checks of what a project may name) and the writes of a project's row and logos, which only this
 * module makes. Other modules call these, never its repositories.
 */
export {
  addProjectLogo,
  customerIdOfDealer,
  findProjectById,
  isProjectLogo,
  isUsableRep,
  liveLogoIdsOfDealer,
  projectById,
  repOfCustomer,
} from './projects.repository.js';
export {
  deleteProjectLogo,
  insertProjectLogo,
  insertProjectOncePerDealer,
  lockProjectRow,
  renameProjectOfType,
  setProjectColumns,
  setProjectDefaultLogo,
  touchProject,
  updateProjectColumns,
  updateDealerProjectOfType,
  updateProjectSettings,
} from './project-rows.repository.js';
export { changeProject, type ProjectChangeCheck } from './project-changes.js';
export { lockerOpenUrl } from './locker-link.js';
export { projectRefOf, resolveProject, unknownProjectError } from './project-access.js';
export type { ProjectFields } from './project-access.js';
export { startProject } from './project-creation.js';
export { projectFields } from './project-fields.js';
export type { ProjectInputChecks } from './project-inputs.js';
export type { ProjectKind, ProjectKinds } from './project-kinds.js';
export { isLocked } from './project-lock.js';
export { projectNoun } from './projects.service.js';
export type { ProjectsService } from './projects.service.js';
export { isProjectPublicId, newProjectPublicId } from './public-id.js';
export { teamNameOf } from './team-name.js';
