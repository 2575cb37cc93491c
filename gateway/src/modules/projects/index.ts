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
