/**
 * The request context, services and loaders as the composition root registers them
 * (context.ts). The root builds the projects module's services and lists the project kinds, so
 * projects sits below it and imports none of its files; the root fills `RootTypes` in by
 * declaration merging, and what projects hands on to the kinds or reads in its shared fields
 * (project-kinds.ts, project-fields.ts, projects-lists.resolvers.ts) is typed from here.
 */

/** Filled in by the composition root: `{ context; services; loaders }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RootTypes {}

type Registered<K extends string> = RootTypes extends { [key in K]: infer T } ? T : never;

/** The GraphQL request's context (context.ts `GraphQLContext`). */
export type RequestContext = Registered<'context'>;
/** The gateway's services (services.ts `Services`). */
export type RootServices = Registered<'services'>;
/** A set of loaders (loaders.ts `Loaders`). */
export type RootLoaders = Registered<'loaders'>;
