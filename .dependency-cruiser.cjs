/**
 * Import rules checked by `npm run lint` (dependency-cruiser). Dependencies point down: a file
 * never needs, even for a type, what needs it. `import type` counts like any import
 * (`tsPreCompilationDeps`), since a type-only cycle ties two files together as much as a run-time
 * one does.
 * - no-circular: no file imports itself through others, in any workspace.
 * - no-foreign-repository: a module's repositories are its own; another module calls the use
 *   cases its door (index.ts) exports, so each table has one writing module.
 * - no-foreign-internals: beyond its repositories, nothing of a module but its door (index.ts) is
 *   another module's to import, so a module can change its files without its users noticing.
 * - projects-below-root: the projects module (the project kinds' registry type, the shared
 *   `Project` fields) imports no file of the composition root (gateway/src/*.ts: context,
 *   loaders, services, resolvers...) and no module but the ones below it (catalog,
 *   configurations and what they use); what it hands the kinds is typed by the root's
 *   registration (projects/root-types.ts).
 * Module-level cycles (no-module-cycles) are checked by a second pass on run-time imports
 * (.dependency-cruiser-modules.cjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      from: { path: '^gateway/src/modules/([^/]+)/' },
      to: { path: '^gateway/src/modules/[^/]+/.*[.]repository[.]ts$', pathNot: '^gateway/src/modules/$1/' },
    },
    {
      name: 'no-foreign-internals',
      severity: 'error',
      from: { path: '^gateway/src/modules/([^/]+)/' },
      to: {
        path: '^gateway/src/modules/[^/]+/',
        pathNot: ['^gateway/src/modules/$1/', '^gateway/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'projects-below-root',
      severity: 'error',
      from: { path: '^gateway/src/modules/projects/' },
      to: {
        path: '^gateway/src/([^/]+[.]ts|modules/[^/]+/)',
        pathNot: '^gateway/src/modules/(projects|catalog|configurations|graphics)/',
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$)|(/dist/)|(/generated/)' },
  },
};
