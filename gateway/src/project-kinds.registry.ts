/**
 * The registered project kinds (modules/projects/project-kinds.ts): each
 * kind's module declares its `ProjectKind`, and this list is the one place they are put
 * together, for the resolvers (lists, `project`, `Project`) and the render worker (a PDF's
 * products). A new kind is added here, beside its facts in @tas/rules `PROJECT_KINDS`.
 */
import { projectKinds } from './modules/projects/project-kinds.js';
import { playbookKind } from './modules/playbooks/playbook-kind.js';
import { showroomKind } from './modules/showrooms/showroom-kind.js';
import { snapsheetKind } from './modules/snapsheets/snapsheet-kind.js';
import { storeKind } from './modules/stores/store-kind.js';

export const registeredKinds = projectKinds([snapsheetKind, playbookKind, showroomKind, storeKind]);
