/**
 * The executable GraphQL schema of the gateway: the SDL of `schema/*.graphql` with every
 * module's resolvers and the project kinds' own parts, and the checks every operation shares (control characters in arguments,
 * plugins/input-text.ts). Apollo serves it; the contract test reads it.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { typeDefs } from '@tas/schema';
import { resolversOf } from './resolvers.js';
import type { ProjectKinds } from './modules/projects/project-kinds.js';
import { registeredKinds } from './project-kinds.registry.js';
import { rejectControlCharacters } from './plugins/input-text.js';

/**
 * The schema with the project kinds of `kinds` (default: the registered ones): the SDL of
 * `schema/` and what a kind brings of its own (`ProjectKind.schema`).
 */
export function executableSchema(kinds: ProjectKinds = registeredKinds): GraphQLSchema {
  const extensions = kinds.all().flatMap((k) => (k.schema ? [k.schema.typeDefs] : []));
  return rejectControlCharacters(
    makeExecutableSchema({ typeDefs: [typeDefs, ...extensions], resolvers: resolversOf(kinds) as never }),
  );
}
